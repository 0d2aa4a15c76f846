// Evaluation Center: a placeholder until its feature is built.
import { PlaceholderPage } from './placeholder-page'

export default function EvaluationCenterRoute() {
  return <PlaceholderPage title="Evaluation Center">Compare vendors and products side by side on your evaluation boards.</PlaceholderPage>
}
