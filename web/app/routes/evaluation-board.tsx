// Evaluation Board: a placeholder until its feature is built.
import { useParams } from 'react-router'
import { PlaceholderPage } from './placeholder-page'

export default function EvaluationBoardRoute() {
  const { boardId } = useParams()
  return (
    <PlaceholderPage title="Evaluation Board">
      The vendors and products on this board, compared side by side, will appear here. (boardId: {boardId})
    </PlaceholderPage>
  )
}
