// Admin tab "Blog posts": sub-tabs Blog Posts and Categories over the local copy.
import { Heading, Tabs } from '@chakra-ui/react'
import { useBlogCategories } from '../../../data/admin/admin-content-blog'
import { describeCatalogRow } from '../shared/describe-row'
import { SyncProblems } from '../shared/sync-problems'
import { errorWithFallback, useRejectionToasts } from '../shared/use-rejection-toasts'
import { CategoriesPanel } from './categories-panel'
import { PostsPanel } from './posts-panel'

const ENTITIES = ['blogPost', 'blogCategory'] as const
const REFUSED = errorWithFallback('Failed to save post')

export default function BlogTab() {
  const categories = useBlogCategories() ?? []
  useRejectionToasts(ENTITIES, REFUSED)
  return (
    <>
      <Heading as="h2" size="xl" mb="4">Blog Management</Heading>
      <SyncProblems entities={ENTITIES} describe={describeCatalogRow} />
      <Tabs.Root defaultValue="posts" variant="enclosed" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="posts">Blog Posts</Tabs.Trigger>
          <Tabs.Trigger value="categories">Categories</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="posts" pt="4"><PostsPanel categories={categories} /></Tabs.Content>
        <Tabs.Content value="categories" pt="4"><CategoriesPanel categories={categories} /></Tabs.Content>
      </Tabs.Root>
    </>
  )
}
