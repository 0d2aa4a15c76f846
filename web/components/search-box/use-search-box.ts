// The search box's state and keyboard handling, apart from its looks. Results come from the local
// index (useCatalogSearch: 300 ms pause, more than 2 trimmed characters, so it works offline); the
// dropdown opens when the user types and results exist, and closes on Escape, an outside click, focus
// leaving the box, choosing a result (which also clears the text) or submitting.
import { useEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react'
import { useNavigate } from 'react-router'
import { DROPDOWN_LIMITS, useCatalogSearch } from '../../search/search-client'
import { moveHighlight, NO_HIGHLIGHT } from './listbox-navigation'
import { marketplaceSearchPath, searchOptions, type SearchOption } from './search-options'

export function useSearchBox({ initialText = '', onDone }: { initialText?: string; onDone?: () => void }) {
  const navigate = useNavigate()
  const [text, setText] = useState(initialText)
  // Opened by typing only: a box pre-filled with the current search does not pop its list open.
  const [open, setOpen] = useState(false)
  const [highlight, setHighlight] = useState(NO_HIGHLIGHT)
  const { results, loading } = useCatalogSearch(text, DROPDOWN_LIMITS)
  const options = useMemo(() => searchOptions(results), [results])
  const containerRef = useRef<HTMLDivElement>(null)
  const expanded = open && options.length > 0

  useEffect(() => setHighlight(NO_HIGHLIGHT), [options])
  useCloseOnOutsidePointer(containerRef, expanded, () => setOpen(false))

  function close() {
    setOpen(false)
    setHighlight(NO_HIGHLIGHT)
  }

  function choose(option: SearchOption) {
    close()
    setText('')
    void navigate(option.path)
    onDone?.()
  }

  function submit() {
    const path = marketplaceSearchPath(text)
    if (!path) return
    close()
    void navigate(path)
    onDone?.()
  }

  function onTextChange(value: string) {
    setText(value)
    setOpen(true)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return // keys that belong to an input method's composition
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return
      event.preventDefault() // keep the caret where it is
      const key = event.key
      setOpen(true)
      // A closed list reopens with the first (or last) result highlighted.
      setHighlight((current) => moveHighlight(expanded ? current : NO_HIGHLIGHT, options.length, key))
    } else if (event.key === 'Enter') {
      // Handled here rather than by the form: implicit submission is blocked while the Search button is
      // disabled ("Searching..."), and Enter must still search (or open the highlighted result).
      event.preventDefault()
      const chosen = expanded ? options[highlight] : undefined
      if (chosen) choose(chosen)
      else submit()
    } else if (event.key === 'Escape' && expanded) {
      // Close the list only; the native clearing of a search field and any dialog around the box stay put.
      event.preventDefault()
      event.stopPropagation()
      close()
    }
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!containerRef.current?.contains(event.relatedTarget)) close()
  }

  return {
    text, loading, options, expanded, highlight, containerRef,
    setHighlight, choose, submit, onTextChange, onKeyDown, onBlur,
    canSubmit: text.trim().length > 0 && !loading,
  }
}

function useCloseOnOutsidePointer(ref: RefObject<HTMLElement | null>, active: boolean, close: () => void) {
  const closeRef = useRef(close)
  closeRef.current = close
  useEffect(() => {
    if (!active) return
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) closeRef.current()
    }
    document.addEventListener('pointerdown', onPointerDown, true)
    return () => document.removeEventListener('pointerdown', onPointerDown, true)
  }, [ref, active])
}
