// AI Receptionist: a placeholder until its feature is built.
import { PlaceholderPage } from './placeholder-page'

export default function AiReceptionistRoute() {
  return <PlaceholderPage title="AI Receptionist">An assistant that answers your questions about vendors and products.</PlaceholderPage>
}
