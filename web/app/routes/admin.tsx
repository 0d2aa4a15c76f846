// The admin area's entry (its own lazily loaded chunk, so visitors never download admin code).
// Placeholder until the admin issues build the dashboard, its tabs and the admin-only guard.
import { PlaceholderPage } from './placeholder-page'

export default function AdminRoute() {
  return (
    <PlaceholderPage title="Admin Dashboard">
      Manage vendors, products, pricing, content and users from here.
    </PlaceholderPage>
  )
}
