// The dropdown's contents: vendor and product options in two labelled groups, each with its logo (and
// a product's vendor). Options are chosen with the mouse (mousedown keeps focus in the box) or from the
// keyboard through the box's aria-activedescendant; the highlighted one is where the arrows left it.
import { Box, Flex, Text } from '@chakra-ui/react'
import { CatalogLogo } from '../catalog/catalog-logo'
import type { SearchOption } from './search-options'

export interface SearchResultGroupsProps {
  id: string
  options: SearchOption[]
  highlight: number
  optionId: (index: number) => string
  onHighlight: (index: number) => void
  onChoose: (option: SearchOption) => void
}

const GROUPS = [
  { kind: 'vendor', label: 'Vendors' },
  { kind: 'product', label: 'Products' },
] as const

export function SearchResultGroups({ id, options, highlight, optionId, onHighlight, onChoose }: SearchResultGroupsProps) {
  return GROUPS.map(({ kind, label }) => {
    const members = options.map((option, index) => ({ option, index })).filter(({ option }) => option.kind === kind)
    if (members.length === 0) return null
    const labelId = `${id}-${kind}`
    return (
      <Box key={kind} role="group" aria-labelledby={labelId}>
        <Text id={labelId} role="presentation" px="3" pt="2" pb="1" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
          {label}
        </Text>
        {members.map(({ option, index }) => (
          <SearchOptionRow key={option.key} id={optionId(index)} option={option} highlighted={index === highlight}
            onPointerEnter={() => onHighlight(index)} onChoose={() => onChoose(option)} />
        ))}
      </Box>
    )
  })
}

interface RowProps {
  id: string
  option: SearchOption
  highlighted: boolean
  onPointerEnter: () => void
  onChoose: () => void
}

function SearchOptionRow({ id, option, highlighted, onPointerEnter, onChoose }: RowProps) {
  const { hit } = option
  const vendor = option.kind === 'product' ? option.hit.vendor : null
  return (
    <Flex id={id} role="option" aria-selected={highlighted} data-kind={option.kind} align="center" gap="3" px="3" py="2"
      cursor="pointer" bg={highlighted ? 'bg.muted' : undefined} onMouseDown={(e) => e.preventDefault()}
      onPointerEnter={onPointerEnter} onClick={onChoose}>
      <CatalogLogo sources={[hit.logoUrl, vendor?.logoUrl]} name={hit.name} size={28} />
      <Box minW="0">
        <Text fontSize="sm" fontWeight="medium" color="fg" truncate>{hit.name}</Text>
        {vendor && <Text fontSize="xs" color="fg.muted" truncate>by {vendor.name}</Text>}
      </Box>
    </Flex>
  )
}
