// Shown in place of a screen that failed to load or render (for example its chunk could not be fetched
// while offline before it was cached). Header and footer stay usable; Reload retries. A new `resetKey`
// (the path) clears the error, so navigating elsewhere works again.
import { Button, Container, Heading, Text } from '@chakra-ui/react'
import { Component, type ReactNode } from 'react'

type Props = { resetKey: string; children: ReactNode }
type State = { error: Error | null }

export class ScreenErrorBoundary extends Component<Props, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null })
  }

  componentDidCatch(error: unknown) {
    console.error('A screen failed to render', error)
  }

  render() {
    return this.state.error ? <ScreenError message={this.state.error.message} /> : this.props.children
  }
}

function ScreenError({ message }: { message: string }) {
  return (
    <Container maxW="3xl" py="16" textAlign="center" role="alert">
      <Heading as="h1" size="2xl" mb="4">
        Something went wrong
      </Heading>
      <Text color="fg.muted" mb="2">
        This page could not be shown. Check your connection and try again.
      </Text>
      <Text color="fg.muted" fontSize="sm" mb="6">
        {message}
      </Text>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </Container>
  )
}
