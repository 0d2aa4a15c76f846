// Title and Slug side by side, as the blog post and resource dialogs both open: the title is required,
// and an empty slug is built from the title when the row is saved.
import { Input, SimpleGrid } from '@chakra-ui/react'
import { FormField } from '../../../components/form/form-field'
import type { FieldBinding } from './form-inputs'

export function TitleSlugFields({ bind }: { bind: (name: 'title' | 'slug') => FieldBinding }) {
  const title = bind('title')
  const slug = bind('slug')
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
      <FormField label="Title" required error={title.error}>
        <Input {...title.registration} />
      </FormField>
      <FormField label="Slug" error={slug.error} helper="Leave empty to build it from the title.">
        <Input {...slug.registration} />
      </FormField>
    </SimpleGrid>
  )
}
