// The app root: Chakra's trimmed system and the router. Everything else hangs off the layout route.
import { ChakraProvider } from '@chakra-ui/react'
import { BrowserRouter } from 'react-router'
import { system } from '../theme/system'
import { AppRoutes } from './router'

export function App() {
  return (
    <ChakraProvider value={system}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ChakraProvider>
  )
}
