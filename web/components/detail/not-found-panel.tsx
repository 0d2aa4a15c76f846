// The "not found" screen of a detail page (vendor or product): a heading, why it may have happened, and
// the way back. The vendor's texts are exact, word for word; the product page says the same of products.
import { Button, Container, Heading, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'

type Props = {
  heading: string
  text: string
  backTo: string
  backLabel: string
}

export function NotFoundPanel({ heading, text, backTo, backLabel }: Props) {
  return (
    <Container maxW="3xl" py={{ base: '12', md: '20' }} textAlign="center">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="4">{heading}</Heading>
      <Text color="fg.muted" fontSize="lg" mb="8">{text}</Text>
      <Button asChild>
        <RouterLink to={backTo}>{backLabel}</RouterLink>
      </Button>
    </Container>
  )
}
