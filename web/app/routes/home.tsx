// Home. When the app starts at `/` (a fresh load, a reload, the installed app's start URL), `/`
// follows the start-page setting if one is saved on this device; Home reached later through a link,
// or after the app started on another page, always shows Home.
import { useEffect, useState } from 'react'
import { Navigate } from 'react-router'
import { documentOpenedAtHome, markAppStartHandled, startRedirect } from '../../data/account/preferences'
import { HomeScreen } from '../../features/home/home-screen'
import { usePageTitle } from '../../components/use-page-title'

export default function HomeRoute() {
  usePageTitle(null) // Home keeps the site's default title
  // Decided once, on the first render, so changing the setting on Home does not bounce away from it.
  const [redirect] = useState(() => startRedirect(documentOpenedAtHome()))
  useEffect(() => markAppStartHandled(), [])
  return redirect ? <Navigate to={redirect} replace /> : <HomeScreen />
}
