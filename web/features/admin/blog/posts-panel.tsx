// The Blog Posts sub-tab: filters by category and All Posts / Published / Drafts, and a
// table with Title (and the first 2 tags), Category, Status, Views, Date and Actions.
import { Badge, Flex, HStack, NativeSelect, Spinner, Table, Text } from '@chakra-ui/react'
import { useMemo, useState } from 'react'
import { formatDate } from '../../../../sync/rules/dates'
import type { BlogCategory, BlogPost } from '../../../../sync/schemas'
import { pendingKey, usePendingKeys } from '../../../data/admin/admin-catalog-sync'
import { deleteBlogPost, useAdminBlogPosts } from '../../../data/admin/admin-content-blog'
import { AddButton } from '../shared/add-button'
import { DeleteConfirm } from '../shared/delete-confirm'
import { PendingBadge } from '../shared/pending-badge'
import { filterPosts, POST_STATUS_OPTIONS, type PostStatusFilter } from './post-filters'
import { PostDialog } from './post-dialog'
import { RowActions } from '../shared/row-actions'
import { TagPreview } from './tag-preview'

export function PostsPanel({ categories }: { categories: BlogCategory[] }) {
  const posts = useAdminBlogPosts()
  const pending = usePendingKeys(['blogPost'])
  const [category, setCategory] = useState('all')
  const [status, setStatus] = useState<PostStatusFilter>('all')
  const [editing, setEditing] = useState<BlogPost | 'new' | null>(null)
  const [deleting, setDeleting] = useState<BlogPost | null>(null)
  const shown = useMemo(() => filterPosts(posts ?? [], category, status), [posts, category, status])
  const categoryName = (id: number | null) => categories.find((c) => c.id === id)?.name ?? 'Uncategorized'

  return (
    <>
      <Flex gap="3" wrap="wrap" mb="4" align="end">
        <NativeSelect.Root maxW={{ base: 'full', sm: '56' }}>
          <NativeSelect.Field aria-label="Filter by category" value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="all">All Categories</option>
            {categories.map((c) => <option key={c.id} value={String(c.id)}>{c.name}</option>)}
            <option value="none">Uncategorized</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root maxW={{ base: 'full', sm: '44' }}>
          <NativeSelect.Field aria-label="Filter by status" value={status} onChange={(e) => setStatus(e.target.value as PostStatusFilter)}>
            {POST_STATUS_OPTIONS.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <AddButton ms={{ sm: 'auto' }} onClick={() => setEditing('new')}>New Post</AddButton>
      </Flex>
      {!posts ? (
        <Flex justify="center" py="10"><Spinner aria-label="Loading posts" /></Flex>
      ) : shown.length === 0 ? (
        <Text color="fg.muted" py="8" textAlign="center">{posts.length ? 'No posts match these filters' : 'No blog posts yet'}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md" whiteSpace="normal">
          <Table.Root size="sm" aria-label="Blog posts">
            <Table.Header>
              <Table.Row>
                {['Title', 'Category', 'Status', 'Views', 'Date', 'Actions'].map((h) => <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>)}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.map((p) => (
                <Table.Row key={p.id}>
                  <Table.Cell minW="10rem">
                    <HStack gap="2" wrap="wrap"><Text fontWeight="medium">{p.title}</Text><PendingBadge pending={pending.has(pendingKey('blogPost', p.id))} /></HStack>
                    <TagPreview tags={p.tags} />
                  </Table.Cell>
                  <Table.Cell>{categoryName(p.categoryId)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap"><Badge colorPalette={p.published ? 'green' : 'gray'}>{p.published ? 'Published' : 'Draft'}</Badge></Table.Cell>
                  <Table.Cell>{p.views}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDate(p.publishedAt ?? p.createdAt, 'numeric')}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap"><RowActions name={p.title} onEdit={() => setEditing(p)} onDelete={() => setDeleting(p)} /></Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {editing && <PostDialog post={editing === 'new' ? undefined : editing} categories={categories} onClose={() => setEditing(null)} />}
      <DeleteConfirm
        item={deleting}
        title="Delete Blog Post"
        question={(p) => `Are you sure you want to delete "${p.title}"? This action cannot be undone.`}
        remove={(p) => deleteBlogPost(p.id)}
        deleted={() => ({ title: 'Post Deleted', description: 'Blog post deleted successfully' })}
        onClose={() => setDeleting(null)}
      />
    </>
  )
}
