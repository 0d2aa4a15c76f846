// The post dialog's fields, grouped: content, publishing, author, SEO.
import { Heading, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react'
import type { UseFormReturn } from 'react-hook-form'
import type { BlogCategory, BlogPostInput } from '../../../../sync/schemas'
import { DEFAULT_AUTHOR } from '../../../../sync/schemas'
import { bindField, CheckboxField, UrlField } from '../shared/form-inputs'
import { TitleSlugFields } from '../shared/title-slug-fields'
import { AdminField } from '../shared/form-field'
import { ImageUploadField } from '../shared/image-upload-field'
import type { PostFormValues } from './post-form-values'

type Props = { form: UseFormReturn<PostFormValues, unknown, BlogPostInput>; categories: BlogCategory[] }

export function PostFields({ form, categories }: Props) {
  const { register, control, formState: { errors } } = form
  return (
    <Stack gap="5">
      <TitleSlugFields bind={bindField(form)} />
      <AdminField label="Excerpt" error={errors.excerpt?.message}>
        <Textarea rows={2} {...register('excerpt')} />
      </AdminField>
      <AdminField label="Content" required error={errors.content?.message}>
        <Textarea rows={8} {...register('content')} />
      </AdminField>
      <ImageUploadField control={control} name="featuredImage" label="Featured Image" error={errors.featuredImage?.message} />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="start">
        <AdminField label="Category" error={errors.categoryId?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('categoryId')}>
              <option value="none">No category</option>
              {categories.map((c) => <option key={c.id} value={String(c.id)}>{c.name}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </AdminField>
        <AdminField label="Read Time (minutes)" error={errors.readTime?.message}>
          <Input inputMode="numeric" {...register('readTime')} />
        </AdminField>
        <AdminField label="Tags" error={errors.tags?.message} helper="Separate tags with commas.">
          <Input {...register('tags')} />
        </AdminField>
      </SimpleGrid>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="6">
        <CheckboxField control={control} name="published" label="Published" />
        <CheckboxField control={control} name="featured" label="Featured" />
      </Stack>
      <Heading as="h3" size="sm">Author</Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="start">
        <AdminField label="Author Name" error={errors.authorName?.message} helper={`Empty: ${DEFAULT_AUTHOR}`}>
          <Input {...register('authorName')} />
        </AdminField>
        <AdminField label="Author Email" error={errors.authorEmail?.message}>
          <Input type="email" {...register('authorEmail')} />
        </AdminField>
        <UrlField label="Author Image URL" registration={register('authorImage')} error={errors.authorImage?.message} />
      </SimpleGrid>
      <Heading as="h3" size="sm">SEO</Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
        <AdminField label="SEO Title" error={errors.seoTitle?.message}>
          <Input {...register('seoTitle')} />
        </AdminField>
        <AdminField label="SEO Description" error={errors.seoDescription?.message}>
          <Textarea rows={2} {...register('seoDescription')} />
        </AdminField>
      </SimpleGrid>
    </Stack>
  )
}
