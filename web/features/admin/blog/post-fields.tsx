// The post dialog's fields, grouped: content, publishing, author, SEO.
import { Heading, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react'
import type { UseFormReturn } from 'react-hook-form'
import type { BlogCategory, BlogPostInput } from '../../../../sync/schemas'
import { DEFAULT_AUTHOR } from '../../../../sync/schemas'
import { bindField, CheckboxField, UrlField } from '../shared/form-inputs'
import { TitleSlugFields } from '../shared/title-slug-fields'
import { FormField } from '../../../components/form/form-field'
import { ImageUploadField } from '../shared/image-upload-field'
import type { PostFormValues } from './post-form-values'

type Props = { form: UseFormReturn<PostFormValues, unknown, BlogPostInput>; categories: BlogCategory[] }

export function PostFields({ form, categories }: Props) {
  const { register, control, formState: { errors } } = form
  return (
    <Stack gap="5">
      <TitleSlugFields bind={bindField(form)} />
      <FormField label="Excerpt" error={errors.excerpt?.message}>
        <Textarea rows={2} {...register('excerpt')} />
      </FormField>
      <FormField label="Content" required error={errors.content?.message}>
        <Textarea rows={8} {...register('content')} />
      </FormField>
      <ImageUploadField control={control} name="featuredImage" label="Featured Image" error={errors.featuredImage?.message} />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="start">
        <FormField label="Category" error={errors.categoryId?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('categoryId')}>
              <option value="none">No category</option>
              {categories.map((c) => <option key={c.id} value={String(c.id)}>{c.name}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Read Time (minutes)" error={errors.readTime?.message}>
          <Input inputMode="numeric" {...register('readTime')} />
        </FormField>
        <FormField label="Tags" error={errors.tags?.message} helper="Separate tags with commas.">
          <Input {...register('tags')} />
        </FormField>
      </SimpleGrid>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="6">
        <CheckboxField control={control} name="published" label="Published" />
        <CheckboxField control={control} name="featured" label="Featured" />
      </Stack>
      <Heading as="h3" size="sm">Author</Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="start">
        <FormField label="Author Name" error={errors.authorName?.message} helper={`Empty: ${DEFAULT_AUTHOR}`}>
          <Input {...register('authorName')} />
        </FormField>
        <FormField label="Author Email" error={errors.authorEmail?.message}>
          <Input type="email" {...register('authorEmail')} />
        </FormField>
        <UrlField label="Author Image URL" registration={register('authorImage')} error={errors.authorImage?.message} />
      </SimpleGrid>
      <Heading as="h3" size="sm">SEO</Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
        <FormField label="SEO Title" error={errors.seoTitle?.message}>
          <Input {...register('seoTitle')} />
        </FormField>
        <FormField label="SEO Description" error={errors.seoDescription?.message}>
          <Textarea rows={2} {...register('seoDescription')} />
        </FormField>
      </SimpleGrid>
    </Stack>
  )
}
