// A labelled native select: the most dependable control on phones and tablets (the system picker) and
// for keyboards and screen readers. Styled here with style props rather than Chakra's select recipe,
// which would add to the theme every page loads.
import { Box, chakra } from '@chakra-ui/react'
import { useId } from 'react'
import { ChevronDownIcon } from '../../components/icons'

export interface SelectChoice {
  value: string
  label: string
}

type Props = {
  label: string
  value: string
  options: readonly SelectChoice[]
  onChange: (value: string) => void
}

export function FilterSelect({ label, value, options, onChange }: Props) {
  const id = useId()
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="medium" mb="1.5">{label}</chakra.label>
      <Box position="relative">
        <chakra.select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)} appearance="none" w="full" h="9"
          ps="3" pe="9" fontSize="sm" color="fg" bg="bg" borderWidth="1px" borderColor="border" rounded="md" cursor="pointer"
          _hover={{ borderColor: 'border.emphasized' }}>
          {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </chakra.select>
        <Box position="absolute" insetEnd="2.5" top="50%" transform="translateY(-50%)" pointerEvents="none" color="fg.muted" display="flex">
          <ChevronDownIcon size={16} />
        </Box>
      </Box>
    </Box>
  )
}
