// Screenshots of a vendor or product (the seeded /media paths only: nothing is loaded from another host).
// Each opens full size in a new tab; a screenshot that fails to load is left out rather than shown broken.
import { chakra, Heading, SimpleGrid } from '@chakra-ui/react'
import { useState } from 'react'
import { isSitePath } from '../../../sync/rules/site-path'

type Props = {
  screenshots: readonly string[]
  /** Whose screenshots: used in each image's text alternative. */
  name: string
  /** At most this many are shown (the vendor page shows 4). */
  limit?: number
  headingLevel?: 'h2' | 'h3'
  /** Spans the whole page width: three to a row on large screens instead of two. */
  wide?: boolean
}

// A backslash counts too: browsers read `/\host` as `//host` (sync/rules/site-path.ts).
const isLocal = isSitePath

export function ScreenshotGallery({ screenshots, name, limit = 4, headingLevel = 'h3', wide = false }: Props) {
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set())
  const shown = screenshots.filter((s) => isLocal(s) && !broken.has(s)).slice(0, limit)
  if (shown.length === 0) return null
  return (
    <chakra.section aria-label="Screenshots">
      <Heading as={headingLevel} size="md" mb="3">Screenshots</Heading>
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: wide ? 3 : 2 }} gap="4" listStyleType="none">
        {shown.map((src, i) => (
          <li key={src}>
            <chakra.a href={src} target="_blank" rel="noopener" display="block" borderWidth="1px" borderColor="border" rounded="lg"
              overflow="hidden" bg="bg.subtle" _hover={{ boxShadow: 'md' }}>
              <chakra.img src={src} alt={`${name} screenshot ${i + 1}`} loading="lazy" decoding="async" w="full" aspectRatio="16 / 10"
                objectFit="cover" onError={() => setBroken((b) => new Set(b).add(src))} />
            </chakra.a>
          </li>
        ))}
      </SimpleGrid>
    </chakra.section>
  )
}
