// Create/edit a blog category: name required ('Category name is required'), slug
// from the name when empty, a colour picker (default #3B82F6) and an integer sort order.
import { Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react'
import { useForm } from 'react-hook-form'
import { blogCategoryCreateSchema, DEFAULT_CATEGORY_COLOR, type BlogCategory, type BlogCategoryInput } from '../../../../sync/schemas'
import { toaster } from '../../../components/toaster'
import { saveBlogCategory } from '../../../data/admin/admin-content-blog'
import { FormDialog } from '../../../components/form/form-dialog'
import { FormField } from '../../../components/form/form-field'
import type { FormValuesOf } from '../shared/form-values'
import { savedDescription } from '../shared/saved-description'
import { schemaResolver } from '../shared/schema-resolver'

type CategoryFormValues = FormValuesOf<BlogCategoryInput>

const orNull = (text: string) => (text.trim() === '' ? null : text)
const toInput = (v: CategoryFormValues) => ({ ...v, description: orNull(v.description) })

type Props = { category?: BlogCategory; onClose: () => void }

export function CategoryDialog({ category, onClose }: Props) {
  const { register, handleSubmit, formState } = useForm<CategoryFormValues, unknown, BlogCategoryInput>({
    resolver: schemaResolver(blogCategoryCreateSchema, toInput),
    defaultValues: {
      name: category?.name ?? '',
      slug: category?.slug ?? '',
      description: category?.description ?? '',
      color: category?.color ?? DEFAULT_CATEGORY_COLOR,
      sortOrder: String(category?.sortOrder ?? 0),
    },
  })
  const { errors } = formState
  const submit = handleSubmit(async (input) => {
    await saveBlogCategory(input, category)
    toaster.create({ title: category ? 'Category Updated' : 'Category Created', description: savedDescription('Blog category saved successfully'), type: 'success' })
    onClose()
  })
  return (
    <FormDialog open title={category ? 'Edit Category' : 'Create Category'} submitLabel={category ? 'Update Category' : 'Create Category'}
      saving={formState.isSubmitting} onSubmit={(e) => void submit(e)} onClose={onClose} size="md">
      <Stack gap="4">
        <FormField label="Name" required error={errors.name?.message}>
          <Input {...register('name')} />
        </FormField>
        <FormField label="Slug" error={errors.slug?.message} helper="Leave empty to build it from the name.">
          <Input {...register('slug')} />
        </FormField>
        <FormField label="Description" error={errors.description?.message}>
          <Textarea rows={3} {...register('description')} />
        </FormField>
        <SimpleGrid columns={2} gap="4">
          <FormField label="Color" error={errors.color?.message}>
            <Input type="color" p="1" {...register('color')} />
          </FormField>
          <FormField label="Sort Order" error={errors.sortOrder?.message}>
            <Input inputMode="numeric" {...register('sortOrder')} />
          </FormField>
        </SimpleGrid>
      </Stack>
    </FormDialog>
  )
}
