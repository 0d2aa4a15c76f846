// "Save as board": turns a compare list (or a featured comparison) into a named board of the buyer's,
// then opens it. Visitors are asked to sign in first: named boards belong to an account.
import { Button } from '@chakra-ui/react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useAuthDialogStore } from '../../components/auth-dialog-store'
import { toaster } from '../../components/toaster'
import type { ItemType } from '../../../sync/schemas'
import { createBoard, type BoardItemRef } from '../../data/account/boards'
import { useSession } from '../../sync/base/session'
import { BoardNameDialog } from './board-name-dialog'

interface Props {
  label: string
  type: ItemType
  items: readonly BoardItemRef[]
  weights?: Record<string, number>
  defaultName: string
  ariaLabel?: string
}

export function SaveAsBoardButton({ label, type, items, weights, defaultName, ariaLabel }: Props) {
  const user = useSession((s) => s.user)
  const openAuth = useAuthDialogStore((s) => s.open)
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  async function save(name: string) {
    const id = await createBoard({ name, type, items: [...items], weights })
    toaster.create({ type: 'success', title: 'Board saved', description: `“${name}” is in your boards.` })
    void navigate(`/evaluation-center/${id}`)
  }
  if (!user) return <Button size="sm" variant="outline" onClick={() => openAuth('login')} aria-label={ariaLabel ? `Sign in to ${ariaLabel.toLowerCase()}` : undefined}>Sign in to save as a board</Button>
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)} aria-label={ariaLabel}>{label}</Button>
      {open && <BoardNameDialog title={label} submitLabel="Save board" initialName={defaultName} onSubmit={save} onClose={() => setOpen(false)} />}
    </>
  )
}
