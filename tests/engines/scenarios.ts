// Every engine scenario, in the order they run (each in a fresh page; one server per engine).
import { firstVisit, offlineReading, offlineWrites } from './scenarios-offline'
import { adminEditsTwiceOffline, darkTablet, switchPeople } from './scenarios-people'
import { tabletEvaluatorScoresOffline } from './scenarios-team'
import type { Scenario } from './steps'

export const SCENARIOS: Scenario[] = [firstVisit, offlineReading, offlineWrites, adminEditsTwiceOffline, switchPeople, darkTablet, tabletEvaluatorScoresOffline]
