// The frame around every screen: skip link, header, the routed screen (lazy, behind Suspense and an
// error boundary), footer, and the app-wide overlays (update prompt, toaster). After a navigation the
// page scrolls to the top (new pages) and focus moves to <main>, so keyboard and screen-reader users
// start at the new content.
import { Box, Flex, Spinner } from '@chakra-ui/react'
import { Suspense, useEffect, useRef } from 'react'
import { NavigationType, Outlet, useLocation, useNavigationType } from 'react-router'
import { Toaster } from '../../components/toaster'
import { AuthDialogSlot } from '../../features/auth/auth-dialog-slot'
import { IosInstallHint } from '../../pwa/ios-install-hint'
import { UpdatePrompt } from '../../pwa/update-prompt'
import { Footer } from './footer'
import { Header } from './header'
import { ScreenErrorBoundary } from './route-error'
import { SkipLink } from './skip-link'

export const MAIN_CONTENT_ID = 'main-content'

export function Layout() {
  const mainRef = useFocusMainOnNavigation()
  const { pathname } = useLocation()
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <Header />
      {/* At least a screen tall below the header: the footer never shows, then jumps, while a screen loads. */}
      <Box as="main" id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1} flex="1" outline="none" minW="0" minH="calc(100dvh - 4rem)">
        <ScreenErrorBoundary resetKey={pathname}>
          <Suspense fallback={<ScreenLoading />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </Box>
      <Footer />
      <IosInstallHint />
      <UpdatePrompt />
      <AuthDialogSlot />
      <Toaster />
    </Flex>
  )
}

function ScreenLoading() {
  return (
    <Flex justify="center" py="20" role="status" aria-label="Loading page">
      <Spinner size="lg" color="brand.solid" />
    </Flex>
  )
}

function useFocusMainOnNavigation() {
  const { pathname } = useLocation()
  const navigationType = useNavigationType()
  const mainRef = useRef<HTMLElement>(null)
  const lastPathname = useRef(pathname)
  useEffect(() => {
    // Only a new page moves focus: a query change on the same page (a filter, a tab) keeps it where it is.
    if (lastPathname.current === pathname) return
    lastPathname.current = pathname
    // Back/forward (POP) keeps the browser's own scroll position; a new page starts at the top.
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0)
    mainRef.current?.focus({ preventScroll: true })
  }, [pathname, navigationType])
  return mainRef
}
