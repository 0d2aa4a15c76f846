// The field groups the vendor and product dialogs share, the same fields under the same labels:
// media (logo, demo, demo video, screenshots) and features (features, pros, cons, integrations).
// Each takes bind, the form's bindField, so it fits either form.
import { SimpleGrid, Stack } from '@chakra-ui/react'
import { ListField, UrlField, type FieldBinding } from './form-inputs'

type Bind<Name extends string> = { bind: (name: Name) => FieldBinding }

export function CatalogMediaFields({ bind }: Bind<'logoUrl' | 'demoUrl' | 'demoVideo' | 'screenshots'>) {
  return (
    <Stack gap="4">
      <UrlField label="Logo URL" {...bind('logoUrl')} />
      <UrlField label="Demo URL" {...bind('demoUrl')} />
      <UrlField label="Demo video URL" {...bind('demoVideo')} />
      <ListField label="Screenshot URLs" {...bind('screenshots')} />
    </Stack>
  )
}

export function CatalogFeatureFields({ bind }: Bind<'features' | 'pros' | 'cons' | 'integrations'>) {
  return (
    <Stack gap="4">
      <ListField label="Features" {...bind('features')} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <ListField label="Pros" {...bind('pros')} />
        <ListField label="Cons" {...bind('cons')} />
      </SimpleGrid>
      <ListField label="Integrations" {...bind('integrations')} />
    </Stack>
  )
}
