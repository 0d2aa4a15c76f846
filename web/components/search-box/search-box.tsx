// The shared search box, used in the header, the home hero and
// the marketplace hub: type-ahead results from the local index in a dropdown (WAI-ARIA combobox with
// a listbox), Enter or the Search button to open the hub with ?search=, "Searching..." while a search
// runs. "compact" is the header's size with an icon button; "large" shows a labelled Search button.
// The input is a plain <input> styled by the input recipe: Chakra's <Input> brings form-field
// machinery the shell does not need on first load.
import { Button, chakra, Flex, IconButton, useRecipe } from '@chakra-ui/react'
import { useId, type FormEvent } from 'react'
import { SearchIcon } from '../icons'
import { SearchResultsList } from './search-results-list'
import { useSearchBox } from './use-search-box'

export const SEARCH_BOX_LABEL = 'Search vendors and products'

export interface SearchBoxProps {
  variant?: 'compact' | 'large'
  /** Text already in the box (the hub shows its current search); it does not open the dropdown. */
  initialText?: string
  placeholder?: string
  /** Called after the box navigated (a result chosen or a search submitted), e.g. to close a menu. */
  onNavigated?: () => void
}

export function SearchBox({ variant = 'compact', initialText, placeholder = SEARCH_BOX_LABEL, onNavigated }: SearchBoxProps) {
  const box = useSearchBox({ initialText, onDone: onNavigated })
  const compact = variant === 'compact'
  const inputStyles = useRecipe({ key: 'input' })({ size: compact ? 'sm' : 'lg' })
  const id = useId()
  const listboxId = `${id}-listbox`
  const optionId = (index: number) => `${id}-option-${index}`
  const buttonLabel = box.loading ? 'Searching...' : 'Search'

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    box.submit()
  }

  return (
    <chakra.form role="search" onSubmit={onSubmit} w="full" noValidate>
      <Flex ref={box.containerRef} position="relative" gap="2" onBlur={box.onBlur}>
        <chakra.input
          css={inputStyles}
          role="combobox"
          aria-label={SEARCH_BOX_LABEL}
          aria-autocomplete="list"
          aria-expanded={box.expanded}
          aria-controls={listboxId}
          aria-activedescendant={box.expanded && box.highlight >= 0 ? optionId(box.highlight) : undefined}
          type="search"
          value={box.text}
          onChange={(e) => box.onTextChange(e.target.value)}
          onKeyDown={box.onKeyDown}
          placeholder={placeholder}
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          flex="1"
          minW="0"
          pe={compact ? '10' : undefined}
          bg="bg"
        />
        {compact ? (
          <IconButton type="submit" aria-label={buttonLabel} size="sm" variant="ghost" position="absolute" top="0" insetEnd="0"
            disabled={!box.canSubmit}>
            <SearchIcon size={18} />
          </IconButton>
        ) : (
          <Button type="submit" size="lg" disabled={!box.canSubmit} minW={{ base: 'auto', sm: '7.5rem' }}>{buttonLabel}</Button>
        )}
        <SearchResultsList id={listboxId} open={box.expanded} options={box.options} highlight={box.highlight}
          optionId={optionId} onHighlight={box.setHighlight} onChoose={box.choose} />
        <chakra.span srOnly role="status">
          {box.expanded ? `${box.options.length} ${box.options.length === 1 ? 'result' : 'results'} available` : ''}
        </chakra.span>
      </Flex>
    </chakra.form>
  )
}
