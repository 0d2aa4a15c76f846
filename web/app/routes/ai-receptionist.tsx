// The AI receptionist: the screen lives in features/ai-receptionist.
import { ReceptionistScreen } from '../../features/ai-receptionist/receptionist-screen'

export default function AiReceptionistRoute() {
  return <ReceptionistScreen />
}
