// The header's search box: submitting non-blank text opens the marketplace hub with that search.
// (The type-ahead dropdown belongs to the search feature; this box only submits.) It is a plain input
// styled by the input recipe: Chakra's <Input> brings form-field machinery (~1.3 KB) the shell
// does not need on first load.
import { Box, chakra, IconButton, useRecipe } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { SearchIcon } from '../../components/icons'
import { marketplaceSearchPath } from './nav-links'

export function HeaderSearch({ onSubmitted }: { onSubmitted?: () => void }) {
  const [text, setText] = useState('')
  const navigate = useNavigate()
  const inputStyles = useRecipe({ key: 'input' })({ size: 'sm' })

  function submit(event: FormEvent) {
    event.preventDefault()
    const path = marketplaceSearchPath(text)
    if (!path) return
    navigate(path)
    onSubmitted?.()
  }

  return (
    <Box as="form" role="search" onSubmit={submit} position="relative" w="full">
      <chakra.input
        css={inputStyles}
        aria-label="Search vendors and products"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Search vendors and products"
        enterKeyHint="search"
        autoComplete="off"
        pe="10"
        bg="bg"
      />
      <IconButton
        type="submit"
        aria-label="Search"
        size="sm"
        variant="ghost"
        position="absolute"
        top="0"
        insetEnd="0"
        disabled={!text.trim()}
      >
        <SearchIcon size={18} />
      </IconButton>
    </Box>
  )
}
