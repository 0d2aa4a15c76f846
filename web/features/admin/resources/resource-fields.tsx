// The resource dialog's fields: what it is, where it lives (download, external link, image), how it
// is filed (type, category, tags) and whether it is published.
import { Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react'
import type { UseFormReturn } from 'react-hook-form'
import { DEFAULT_AUTHOR, type Category, type ResourceInput, type ResourceType } from '../../../../sync/schemas'
import { FormField } from '../../../components/form/form-field'
import { bindField, CheckboxField, SelectField, UrlField } from '../shared/form-inputs'
import { TitleSlugFields } from '../shared/title-slug-fields'
import type { ResourceFormValues } from './resource-form-values'

type Props = { form: UseFormReturn<ResourceFormValues, unknown, ResourceInput>; types: ResourceType[]; categories: Category[] }

export function ResourceFields({ form, types, categories }: Props) {
  const { register, control, formState: { errors } } = form
  return (
    <Stack gap="5">
      <TitleSlugFields bind={bindField(form)} />
      <FormField label="Description" required error={errors.description?.message}>
        <Textarea rows={3} {...register('description')} />
      </FormField>
      <FormField label="Content" error={errors.content?.message}>
        <Textarea rows={5} {...register('content')} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
        <UrlField label="Download URL" registration={register('downloadUrl')} error={errors.downloadUrl?.message} />
        <UrlField label="External URL" registration={register('externalUrl')} error={errors.externalUrl?.message} />
        <UrlField label="Featured Image URL" registration={register('featuredImage')} error={errors.featuredImage?.message} />
        <FormField label="File Size" error={errors.fileSize?.message} helper="For example 2.5 MB">
          <Input {...register('fileSize')} />
        </FormField>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
        <SelectField label="Type" error={errors.resourceTypeId?.message} registration={register('resourceTypeId')}
          options={types.map((t) => ({ value: String(t.id), label: t.name }))} />
        <SelectField label="Category" error={errors.categoryId?.message} registration={register('categoryId')}
          options={[{ value: 'none', label: 'No category' }, ...categories.map((c) => ({ value: String(c.id), label: c.name }))]} />
        <FormField label="Tags" error={errors.tags?.message} helper="Separate tags with commas.">
          <Input {...register('tags')} />
        </FormField>
        <FormField label="Author Name" error={errors.authorName?.message} helper={`Empty: ${DEFAULT_AUTHOR}`}>
          <Input {...register('authorName')} />
        </FormField>
      </SimpleGrid>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="6">
        <CheckboxField control={control} name="published" label="Published" />
        <CheckboxField control={control} name="featured" label="Featured" />
      </Stack>
    </Stack>
  )
}
