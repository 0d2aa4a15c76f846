// Add/edit a resource: title and description required (else the toast 'Missing
// Fields' / 'Title and description are required' and nothing is sent), 'Saving...' while pending,
// 'Resource Created' / 'Resource Updated' with 'Resource saved successfully'. Queued in the outbox.
import { useForm } from 'react-hook-form'
import { resourceCreateSchema, type Category, type Resource, type ResourceInput, type ResourceType } from '../../../../sync/schemas'
import { toaster } from '../../../components/toaster'
import { saveResource } from '../../../data/admin/admin-content-resources'
import { FormDialog } from '../../../components/form/form-dialog'
import { savedDescription } from '../shared/saved-description'
import { schemaResolver } from '../shared/schema-resolver'
import { resourceFormValues, resourceInput, type ResourceFormValues } from './resource-form-values'
import { ResourceFields } from './resource-fields'

type Props = { resource?: Resource; types: ResourceType[]; categories: Category[]; onClose: () => void }

export function ResourceDialog({ resource, types, categories, onClose }: Props) {
  const form = useForm<ResourceFormValues, unknown, ResourceInput>({
    resolver: schemaResolver(resourceCreateSchema, resourceInput, ['categoryId']),
    defaultValues: resourceFormValues(resource),
  })
  const submit = form.handleSubmit(
    async (input) => {
      await saveResource(input, resource)
      toaster.create({ title: resource ? 'Resource Updated' : 'Resource Created', description: savedDescription('Resource saved successfully'), type: 'success' })
      onClose()
    },
    (errors) => {
      if (errors.title || errors.description) toaster.create({ title: 'Missing Fields', description: 'Title and description are required', type: 'error' })
    },
  )
  return (
    <FormDialog
      open
      title={resource ? 'Edit Resource' : 'Add Resource'}
      submitLabel={resource ? 'Update Resource' : 'Create Resource'}
      saving={form.formState.isSubmitting}
      onSubmit={(e) => void submit(e).catch((err: unknown) => toaster.create({ title: 'Error', description: err instanceof Error ? err.message : 'Failed to save resource', type: 'error' }))}
      onClose={onClose}
      size="xl"
    >
      <ResourceFields form={form} types={types} categories={categories} />
    </FormDialog>
  )
}
