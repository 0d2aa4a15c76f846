// Every route of the app, visitors' screens plus /admin. Screens load lazily, each in its own
// chunk, inside the always-present layout; React Router matches paths case-insensitively (no route sets
// caseSensitive), so /VENDORS is /vendors. Declarative mode (BrowserRouter + useRoutes) on purpose:
// screens read local data (Dexie), not loaders, and it is ~17 KB gzipped lighter than the data router.
// Navigations run in a transition, so the current screen stays visible while the next chunk loads.
import { lazy, type ComponentType } from 'react'
import { matchRoutes, useRoutes, type RouteObject } from 'react-router'
import { Layout } from './layout/layout'

type ScreenLoader = () => Promise<{ default: ComponentType }>
// The loader also rides along in `handle`, so preloadScreen can start it before React renders.
const screen = (load: ScreenLoader) => ({ Component: lazy(load), handle: { load } })

const screens: RouteObject[] = [
  { index: true, ...screen(() => import('./routes/home')) },
  { path: 'marketplace', ...screen(() => import('./routes/marketplace')) },
  { path: 'vendors', ...screen(() => import('./routes/vendors')) },
  { path: 'vendors/:slug', ...screen(() => import('./routes/vendor-detail')) },
  { path: 'products', ...screen(() => import('./routes/products')) },
  { path: 'products/:slug', ...screen(() => import('./routes/product-detail')) },
  { path: 'subscribe/:productId', ...screen(() => import('./routes/subscribe')) },
  { path: 'evaluation-center', ...screen(() => import('./routes/evaluation-center')) },
  { path: 'evaluation-center/:boardId', ...screen(() => import('./routes/evaluation-board')) },
  { path: 'evaluation-center/shared/:token', ...screen(() => import('./routes/evaluation-shared-board')) },
  { path: 'blog', ...screen(() => import('./routes/blog')) },
  { path: 'blog/:slug', ...screen(() => import('./routes/blog-post')) },
  { path: 'resources', ...screen(() => import('./routes/resources')) },
  { path: 'resources/:slug', ...screen(() => import('./routes/resource-detail')) },
  { path: 'cart', ...screen(() => import('./routes/cart')) },
  { path: 'profile', ...screen(() => import('./routes/profile')) },
  { path: 'notifications', ...screen(() => import('./routes/notifications')) },
  { path: 'workspaces', ...screen(() => import('./routes/workspaces')) },
  { path: 'workspaces/:workspaceId', ...screen(() => import('./routes/workspace')) },
  { path: 'approvals', ...screen(() => import('./routes/approvals')) },
  { path: 'approvals/:orderId', ...screen(() => import('./routes/approval')) },
  { path: 'renewals', ...screen(() => import('./routes/renewals')) },
  // The whole admin area is one chunk; its tabs can nest under this splat.
  { path: 'admin/*', ...screen(() => import('./routes/admin')) },
  { path: 'ai-receptionist', ...screen(() => import('./routes/ai-receptionist')) },
  { path: 'reset-password', ...screen(() => import('./routes/reset-password')) },
  { path: 'about', ...screen(() => import('./routes/about')) },
  { path: 'careers', ...screen(() => import('./routes/careers')) },
  { path: 'contact', ...screen(() => import('./routes/contact')) },
  { path: 'partners', ...screen(() => import('./routes/partners')) },
  { path: 'support', ...screen(() => import('./routes/support')) },
  { path: 'privacy', ...screen(() => import('./routes/privacy')) },
  { path: 'terms', ...screen(() => import('./routes/terms')) },
  { path: 'cookies', ...screen(() => import('./routes/cookies')) },
  { path: '*', ...screen(() => import('./routes/not-found')) },
]

export const routes: RouteObject[] = [{ element: <Layout />, children: screens }]

/**
 * Starts downloading the screen of the address the page opened at while the entry still runs, rather
 * than once React has rendered the layout and suspended on it: the screen (and its largest text) shows
 * a round trip sooner. React's lazy() later asks the same module, already on its way.
 */
export function preloadScreen(pathname: string): void {
  const load = (matchRoutes(routes, pathname)?.at(-1)?.route.handle as { load?: ScreenLoader } | undefined)?.load
  load?.().catch(() => undefined) // a failed download is retried, and reported, when React asks for it
}

export function AppRoutes() {
  return useRoutes(routes)
}
