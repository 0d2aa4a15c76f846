// The Categories sub-tab: every blog category with its colour, slug, post count and sort order.
import { Box, Flex, HStack, Table, Text } from '@chakra-ui/react'
import { useState } from 'react'
import type { BlogCategory } from '../../../../sync/schemas'
import { pendingKey, usePendingKeys } from '../../../data/admin/admin-catalog-sync'
import { deleteBlogCategory, useAdminBlogPosts } from '../../../data/admin/admin-content-blog'
import { AddButton } from '../shared/add-button'
import { DeleteConfirm } from '../shared/delete-confirm'
import { PendingBadge } from '../shared/pending-badge'
import { RowActions } from '../shared/row-actions'
import { CategoryDialog } from './category-dialog'

export function CategoriesPanel({ categories }: { categories: BlogCategory[] }) {
  const posts = useAdminBlogPosts() ?? []
  const pending = usePendingKeys(['blogCategory'])
  const [editing, setEditing] = useState<BlogCategory | 'new' | null>(null)
  const [deleting, setDeleting] = useState<BlogCategory | null>(null)
  return (
    <>
      <Flex mb="4" justify="flex-end">
        <AddButton onClick={() => setEditing('new')}>New Category</AddButton>
      </Flex>
      {categories.length === 0 ? (
        <Text color="fg.muted" py="8" textAlign="center">No categories yet</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md" whiteSpace="normal">
          <Table.Root size="sm" aria-label="Blog categories">
            <Table.Header>
              <Table.Row>
                {['Name', 'Slug', 'Posts', 'Sort Order', 'Actions'].map((h) => <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>)}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {categories.map((c) => (
                <Table.Row key={c.id}>
                  <Table.Cell minW="48">
                    <HStack gap="2" wrap="wrap">
                      <Box w="3" h="3" rounded="full" bg={c.color} flexShrink="0" aria-hidden="true" />
                      <Text fontWeight="medium">{c.name}</Text>
                      <PendingBadge pending={pending.has(pendingKey('blogCategory', c.id))} />
                    </HStack>
                    {c.description && <Text fontSize="sm" color="fg.muted" lineClamp={1}>{c.description}</Text>}
                  </Table.Cell>
                  <Table.Cell>{c.slug}</Table.Cell>
                  <Table.Cell>{posts.filter((p) => p.categoryId === c.id).length}</Table.Cell>
                  <Table.Cell>{c.sortOrder}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap"><RowActions name={c.name} onEdit={() => setEditing(c)} onDelete={() => setDeleting(c)} /></Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {editing && <CategoryDialog category={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      <DeleteConfirm
        item={deleting}
        title="Delete Category"
        question={(c) => `Are you sure you want to delete the category "${c.name}"? Its posts will have no category.`}
        remove={(c) => deleteBlogCategory(c.id)}
        deleted={() => ({ title: 'Category Deleted', description: 'Blog category deleted successfully' })}
        onClose={() => setDeleting(null)}
      />
    </>
  )
}
