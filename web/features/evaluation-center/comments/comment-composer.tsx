// The comment box: plain text up to COMMENT_MAX characters, with a member picker that opens as an
// "@" is typed (mention-picker.tsx). Used to write a comment and to edit one's own. A mention of
// someone who is not on the board notifies nobody; the hint says so.
import { Box, Button, Flex, Textarea } from '@chakra-ui/react'
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { COMMENT_MAX } from '../../../../sync/rules/board-comments'
import { insertMention, membersMatching, mentionQueryAt } from '../../../../sync/rules/mentions'
import { FormField } from '../../../components/form/form-field'
import { MentionPicker, optionId, type PickableMember } from './mention-picker'

interface Props {
  label: string
  submitLabel: string
  members: readonly PickableMember[]
  initial?: string
  onSubmit: (text: string) => Promise<void>
  onCancel?: () => void
}

export const MENTION_HINT = 'Type @ to mention a member of this board. Only members are notified.'

export function CommentComposer({ label, submitLabel, members, initial = '', onSubmit, onCancel }: Props) {
  const [text, setText] = useState(initial)
  const [caret, setCaret] = useState(initial.length)
  const [active, setActive] = useState(0)
  const [closedAt, setClosedAt] = useState<number | null>(null)
  const [error, setError] = useState<string | undefined>()
  const [sending, setSending] = useState(false)
  const box = useRef<HTMLTextAreaElement>(null)
  const pickerId = useId()
  const query = mentionQueryAt(text, caret)
  const matches = query && closedAt !== query.start ? membersMatching(query.query, members) : []
  const open = matches.length > 0

  function change(value: string, at: number) {
    setText(value)
    setCaret(at)
    setActive(0)
    if (error) setError(undefined)
  }

  function pick(member: PickableMember) {
    if (!query) return
    const next = insertMention(text, query.start, caret, member.username)
    change(next.text, next.caret)
    requestAnimationFrame(() => box.current?.setSelectionRange(next.caret, next.caret))
  }

  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!open) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((i) => (i + (event.key === 'ArrowDown' ? 1 : matches.length - 1)) % matches.length)
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault()
      pick(matches[Math.min(active, matches.length - 1)])
    } else if (event.key === 'Escape') {
      event.preventDefault()
      setClosedAt(query?.start ?? null)
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!text.trim()) return setError('Write a comment')
    if (text.trim().length > COMMENT_MAX) return setError(`A comment is at most ${COMMENT_MAX.toLocaleString('en-US')} characters`)
    setSending(true)
    try {
      await onSubmit(text)
      setText('')
      setCaret(0)
    } catch (err) {
      setError((err as Error).message)
    } finally {
      setSending(false)
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={label}>
      <FormField label={label} error={error} helper={MENTION_HINT}>
        <Textarea ref={box} value={text} rows={3} maxLength={COMMENT_MAX} autoComplete="off"
          aria-autocomplete="list" aria-controls={open ? pickerId : undefined}
          aria-activedescendant={open ? optionId(pickerId, Math.min(active, matches.length - 1)) : undefined}
          onChange={(e) => change(e.target.value, e.target.selectionStart)}
          onSelect={(e) => setCaret(e.currentTarget.selectionStart)} onKeyDown={keyDown} />
      </FormField>
      <Box position="relative">{open && <MentionPicker id={pickerId} members={matches} active={active} onPick={pick} />}</Box>
      <Flex gap="2" mt="2">
        <Button type="submit" size="sm" loading={sending}>{submitLabel}</Button>
        {onCancel && <Button size="sm" variant="outline" onClick={onCancel}>Cancel</Button>}
      </Flex>
    </form>
  )
}
