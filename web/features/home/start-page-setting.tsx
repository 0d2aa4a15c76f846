// The start-page setting: an optional initial-view setting can redirect from / to the marketplace,
// the evaluation center or a specific vendor page. It sits at the foot of Home, the
// page it replaces: someone who opens the app on another page comes back here through the logo to
// change it. Saved on this device as soon as it is chosen.
import { chakra, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { useId, useState } from 'react'
import { useVendorNames } from '../../data/catalog/home-hooks'
import { saveStartPage, useStartPage, type StartPage } from '../../data/account/preferences'

const CHOICES = [
  { value: 'home', label: 'Home' },
  { value: 'marketplace', label: 'Technology Marketplace' },
  { value: 'evaluation-center', label: 'Evaluation Center' },
  { value: 'vendor', label: 'A vendor page' },
] as const
type Choice = (typeof CHOICES)[number]['value']

const selectStyles = {
  h: '10', px: '3', pe: '8', rounded: 'md', borderWidth: '1px', borderColor: 'border', bg: 'bg', color: 'fg', fontSize: 'sm',
  maxW: 'full', minW: { base: 'full', sm: '14rem' },
} as const

export function StartPageSetting() {
  const saved = useStartPage()
  // "A vendor page" needs a vendor before it can be saved, so the choice is held here until then.
  const [choice, setChoice] = useState<Choice>(saved.kind)
  const vendors = useVendorNames(choice === 'vendor')
  const pageId = useId()
  const vendorId = useId()

  function choose(value: Choice) {
    setChoice(value)
    if (value !== 'vendor') saveStartPage({ kind: value })
  }

  function chooseVendor(slug: string) {
    const vendor = vendors?.find((v) => v.slug === slug)
    if (vendor) saveStartPage({ kind: 'vendor', slug: vendor.slug, name: vendor.name })
  }

  return (
    <Container as="section" aria-labelledby="start-page-heading" maxW="8xl" px={{ base: '4', md: '6' }} pt={{ base: '10', md: '12' }}>
      <Stack gap="3" p="5" rounded="xl" borderWidth="1px" bg="bg.subtle">
        <Heading as="h2" id="start-page-heading" size="md">Start page</Heading>
        <Text fontSize="sm" color="fg.muted">Choose what Vetted shows when you open it on this device.</Text>
        <Flex gap="4" wrap="wrap" align="flex-end">
          <Stack gap="1">
            <chakra.label htmlFor={pageId} fontSize="sm" fontWeight="medium">Open Vetted on</chakra.label>
            <chakra.select id={pageId} value={choice} onChange={(e) => choose(e.target.value as Choice)} {...selectStyles}>
              {CHOICES.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
            </chakra.select>
          </Stack>
          {choice === 'vendor' && (
            <Stack gap="1">
              <chakra.label htmlFor={vendorId} fontSize="sm" fontWeight="medium">Vendor</chakra.label>
              <chakra.select id={vendorId} value={saved.kind === 'vendor' ? saved.slug : ''} onChange={(e) => chooseVendor(e.target.value)}
                disabled={!vendors} {...selectStyles}>
                <option value="" disabled>Choose a vendor</option>
                {vendors?.map((v) => <option key={v.slug} value={v.slug}>{v.name}</option>)}
              </chakra.select>
            </Stack>
          )}
        </Flex>
        <Text role="status" fontSize="sm" color="fg.muted">{describe(saved, choice)}</Text>
      </Stack>
    </Container>
  )
}

function describe(saved: StartPage, choice: Choice): string {
  if (choice === 'vendor' && saved.kind !== 'vendor') return 'Choose a vendor to open Vetted on their page.'
  switch (saved.kind) {
    case 'marketplace':
      return 'Vetted opens on the Technology Marketplace.'
    case 'evaluation-center':
      return 'Vetted opens on the Evaluation Center.'
    case 'vendor':
      return `Vetted opens on ${saved.name}.`
    default:
      return 'Vetted opens on this page.'
  }
}
