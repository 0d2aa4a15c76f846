// The owner's board actions: rename, duplicate, delete (after a confirmation) and share. Each is an
// optimistic local change queued for the server, so all of them work offline.
import { Button } from '@chakra-ui/react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { Board } from '../../../sync/schemas'
import { toaster } from '../../components/toaster'
import { deleteBoard, duplicateBoard, renameBoard } from '../../data/account/boards'
import { BoardNameDialog } from './board-name-dialog'
import { ConfirmDialog } from './confirm-dialog'

/** `decided`: the board is frozen, so it is not renamed (it can still be copied or deleted). */
export function BoardActions({ board, decided }: { board: Board; decided: boolean }) {
  const navigate = useNavigate()
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null)
  async function duplicate() {
    const id = await duplicateBoard(board)
    toaster.create({ type: 'success', title: 'Board duplicated', description: `“Copy of ${board.name}” is in your boards.` })
    void navigate(`/evaluation-center/${id}`)
  }
  async function remove() {
    await deleteBoard(board.id)
    toaster.create({ type: 'success', title: 'Board deleted', description: `“${board.name}” was deleted.` })
    void navigate('/evaluation-center')
  }
  return (
    <>
      {!decided && <Button size="sm" variant="outline" onClick={() => setDialog('rename')}>Rename</Button>}
      <Button size="sm" variant="outline" onClick={() => void duplicate()}>Duplicate</Button>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDialog('delete')}>Delete</Button>
      {dialog === 'rename' && (
        <BoardNameDialog title="Rename board" submitLabel="Save name" initialName={board.name} onSubmit={(name) => renameBoard(board.id, name)} onClose={() => setDialog(null)} />
      )}
      {dialog === 'delete' && (
        <ConfirmDialog title="Delete this board?" confirmLabel="Delete board" destructive onConfirm={() => void remove()} onClose={() => setDialog(null)}
          text={`“${board.name}” will be deleted from all your devices. The vendors and products on it are not affected.`} />
      )}
    </>
  )
}
