// A button-styled link to another site (a vendor's demo, pricing or product page). It opens in a new
// tab, says so to screen readers, and never sends the referrer or a window handle to the other site.
import { Button, type ButtonProps, VisuallyHidden } from '@chakra-ui/react'
import type { ReactNode } from 'react'

type Props = {
  href: string
  children: ReactNode
  variant?: ButtonProps['variant']
  size?: ButtonProps['size']
}

export function ExternalLinkButton({ href, children, variant = 'outline', size = 'sm' }: Props) {
  return (
    <Button asChild variant={variant} size={size}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <ExternalIcon />
        <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
      </a>
    </Button>
  )
}

function ExternalIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round"
      strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  )
}
