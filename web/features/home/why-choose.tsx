// "Why Choose Vetted": the four promised benefits.
import { Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react'
import type { ComponentType } from 'react'
import { ClipboardCheckIcon, ClockIcon, EyeIcon, ReceiptIcon } from './home-icons'
import { HomeSection } from './section'

export const BENEFITS: { title: string; text: string; Icon: ComponentType<{ size?: number }> }[] = [
  { title: 'Vendor Transparency', text: 'Unbiased customer ratings and reviews for every vendor, so you see how they really perform.', Icon: EyeIcon },
  { title: 'Expert Evaluations', text: 'Clear pros and cons from expert evaluations, written to help you decide rather than to sell.', Icon: ClipboardCheckIcon },
  { title: 'Simplified Purchasing', text: 'Consolidated billing and license management for everything you buy through Vetted.', Icon: ReceiptIcon },
  { title: 'Time Savings', text: 'Shortlist, compare and buy in one place instead of weeks of demos, calls and spreadsheets.', Icon: ClockIcon },
]

export function WhyChoose() {
  return (
    <HomeSection id="why-choose" title="Why Choose Vetted" intro="Everything a business buyer needs to choose technology with confidence." tinted>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
        {BENEFITS.map(({ title, text, Icon }) => (
          <Box as="li" key={title} p="5" rounded="xl" bg="bg.panel" borderWidth="1px">
            <Flex boxSize="11" align="center" justify="center" rounded="lg" bg="brand.subtle" color="brand.fg" mb="4">
              <Icon />
            </Flex>
            <Heading as="h3" size="md" mb="2">{title}</Heading>
            <Text fontSize="sm" color="fg.muted">{text}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </HomeSection>
  )
}
