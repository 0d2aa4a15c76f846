// Home. On the app's start (its first entry: a fresh load, a reload, the installed app's start URL)
// `/` follows the start-page setting, if one is saved on this device; Home reached later through a
// link always shows Home.
import { useEffect, useState } from 'react'
import { Navigate, useLocation } from 'react-router'
import { markAppStartHandled, startRedirect } from '../../data/preferences'
import { HomeScreen } from '../../features/home/home-screen'
import { usePageTitle } from '../use-page-title'

export default function HomeRoute() {
  usePageTitle(null) // Home keeps the site's default title
  const location = useLocation()
  // React Router gives the document's first history entry the key "default"; in-app navigations get
  // fresh keys. Decided once, on the first render, so changing the setting here does not bounce away.
  const [redirect] = useState(() => startRedirect(location.key === 'default'))
  useEffect(() => markAppStartHandled(), [])
  return redirect ? <Navigate to={redirect} replace /> : <HomeScreen />
}
