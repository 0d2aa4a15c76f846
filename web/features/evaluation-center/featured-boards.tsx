// Featured comparisons chosen by the Vetted team: ready-made boards. A signed-in buyer copies one into
// their boards; a visitor can open it on the Quick Compare Board or the product compare list.
import { Badge, Box, Button, Card, Heading, SimpleGrid, Text } from '@chakra-ui/react'
import { useNavigate } from 'react-router'
import { toaster } from '../../components/toaster'
import { createBoard } from '../../data/account/boards'
import { loadProductCompare, replaceVendorCompare } from '../../data/account/compare'
import { useFeaturedBoards, type FeaturedBoard } from '../../data/catalog/evaluation-featured'
import { useSession } from '../../sync/base/session'

export function FeaturedBoards({ onOpened }: { onOpened: (type: 'vendor' | 'product') => void }) {
  const featured = useFeaturedBoards()
  const user = useSession((s) => s.user)
  const navigate = useNavigate()
  if (!featured || featured.length === 0) return null

  async function copy({ comparison, itemIds }: FeaturedBoard) {
    const id = await createBoard({ name: comparison.name, type: comparison.type, items: itemIds.map((itemId) => ({ itemId })), notes: comparison.description })
    toaster.create({ type: 'success', title: 'Board copied', description: `“${comparison.name}” is now one of your boards.` })
    void navigate(`/evaluation-center/${id}`)
  }
  async function open({ comparison, itemIds }: FeaturedBoard) {
    if (comparison.type === 'vendor') await replaceVendorCompare(itemIds)
    else await loadProductCompare(itemIds.map((productId) => ({ productId })))
    onOpened(comparison.type)
  }

  return (
    <Box as="section" aria-labelledby="featured-heading" className="no-print">
      <Heading as="h2" id="featured-heading" size="lg" mb="1">Featured comparisons</Heading>
      <Text color="fg.muted" mb="4">Ready-made boards from the Vetted team. Copy one to make it your own.</Text>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {featured.map((f) => (
          <Card.Root key={f.comparison.id} size="sm" variant="outline">
            <Card.Body gap="2">
              <Badge alignSelf="flex-start" colorPalette="gray">{f.comparison.type === 'vendor' ? 'Vendors' : 'Products'}</Badge>
              <Heading as="h3" size="md">{f.comparison.name}</Heading>
              {f.comparison.description && <Text fontSize="sm" color="fg.muted">{f.comparison.description}</Text>}
              <Text fontSize="sm">{f.itemNames.join(' · ')}</Text>
            </Card.Body>
            <Card.Footer gap="2" flexWrap="wrap">
              {user && <Button size="sm" onClick={() => void copy(f)} aria-label={`Copy “${f.comparison.name}” to my boards`}>Copy to my boards</Button>}
              <Button size="sm" variant="outline" onClick={() => void open(f)} aria-label={`Open “${f.comparison.name}” on the ${f.comparison.type === 'vendor' ? 'Quick Compare Board' : 'product compare list'}`}>
                {f.comparison.type === 'vendor' ? 'Open on Quick Compare Board' : 'Open in product comparison'}
              </Button>
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  )
}
