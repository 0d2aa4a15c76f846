// "How It Works": the three-step story, ending at the evaluation center.
import { Box, Button, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { HomeSection } from './section'

export const STEPS = [
  { title: 'Browse and Compare', text: 'Search the marketplace, filter by category, price, rating and deployment, and put vendors side by side.' },
  { title: 'Evaluate and Select', text: 'Use the evaluation center to compare your shortlist side by side, with ratings, pros and cons and pricing.' },
  { title: 'Purchase and Implement', text: 'Buy the plan that fits, with consolidated billing and license management, and get started.' },
]

export const EVALUATION_CTA = 'Create an Evaluation Board'

export function HowItWorks() {
  return (
    <HomeSection id="how-it-works" title="How It Works" intro="From first search to signed order in three steps." tinted>
      <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap="5">
        {STEPS.map((step, index) => (
          <Box as="li" key={step.title} p="5" rounded="xl" bg="bg.panel" borderWidth="1px">
            <Flex boxSize="10" align="center" justify="center" rounded="full" bg="brand.solid" color="brand.contrast" fontWeight="bold" mb="4" aria-hidden="true">
              {index + 1}
            </Flex>
            <Heading as="h3" size="md" mb="2">{step.title}</Heading>
            <Text fontSize="sm" color="fg.muted">{step.text}</Text>
          </Box>
        ))}
      </SimpleGrid>
      <Flex justify="center" mt="8">
        <Button asChild size="lg">
          <RouterLink to="/evaluation-center">{EVALUATION_CTA}</RouterLink>
        </Button>
      </Flex>
    </HomeSection>
  )
}
