// Any path the router does not know. The two texts are exact, word for word.
import { Button, Container, Heading, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { usePageTitle } from '../../components/use-page-title'

export default function NotFoundRoute() {
  usePageTitle('404 Page Not Found')
  return (
    <Container maxW="3xl" py={{ base: '12', md: '20' }} textAlign="center">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="4">
        404 Page Not Found
      </Heading>
      <Text color="fg.muted" fontSize="lg" mb="8">
        Did you forget to add the page to the router?
      </Text>
      <Button asChild>
        <RouterLink to="/">Back to the homepage</RouterLink>
      </Button>
    </Container>
  )
}
