// An honest stand-in for a screen that a later issue builds: the page's name as its heading and one
// sentence about what will be here. Each route file renders one of these until it is replaced.
import { Container, Heading, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { usePageTitle } from '../../components/use-page-title'

type Props = {
  title: string
  /** The document title; defaults to `title`. Null keeps the site's default title (the home page). */
  pageTitle?: string | null
  children: ReactNode
}

export function PlaceholderPage({ title, pageTitle = title, children }: Props) {
  usePageTitle(pageTitle)
  return (
    <Container maxW="8xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="4">
        {title}
      </Heading>
      <Text color="fg.muted" fontSize="lg" maxW="3xl">
        {children}
      </Text>
    </Container>
  )
}
