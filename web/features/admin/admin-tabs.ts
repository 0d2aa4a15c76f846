// The dashboard's seven tabs, in the order shown; Import data is the default.
// Each tab is its own folder and its own lazily loaded chunk.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

export interface AdminTab {
  value: string
  label: string
  Component: LazyExoticComponent<ComponentType>
}

export const ADMIN_TABS: AdminTab[] = [
  { value: 'import', label: 'Import data', Component: lazy(() => import('./import/import-tab')) },
  { value: 'vendors', label: 'Manage vendors', Component: lazy(() => import('./vendors/vendors-tab')) },
  { value: 'products', label: 'Manage products', Component: lazy(() => import('./products/products-tab')) },
  { value: 'blog', label: 'Blog posts', Component: lazy(() => import('./blog/blog-tab')) },
  { value: 'resources', label: 'Resources', Component: lazy(() => import('./resources/resources-tab')) },
  { value: 'users', label: 'User management', Component: lazy(() => import('./users/users-tab')) },
  { value: 'featured', label: 'Featured comparisons', Component: lazy(() => import('./featured/featured-tab')) },
]
