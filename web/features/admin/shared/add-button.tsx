// The page's primary "Add ..." button with a plus sign.
import { Button, type ButtonProps } from '@chakra-ui/react'

export function AddButton({ children, ...props }: ButtonProps) {
  return (
    <Button colorPalette="brand" {...props}>
      <span aria-hidden="true">+</span> {children}
    </Button>
  )
}
