// The one labelled form field: its label (with a required mark or an "(optional)" note), the input,
// the helper text while there is no error, and the error. Field.Root wires the label, aria-invalid
// and aria-describedby (the error) to the input inside.
import { Field, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

type Props = {
  label: string
  error?: string
  helper?: string
  /** Marks the field required (to assistive technology too) and shows Chakra's required mark. */
  required?: boolean
  /** Says "(optional)" after the label, for forms where most fields are required. */
  optional?: boolean
  children: ReactNode
}

export function FormField({ label, error, helper, required, optional, children }: Props) {
  return (
    <Field.Root invalid={error !== undefined} required={required}>
      <Field.Label>
        {label}
        {optional && <Text as="span" color="fg.muted" fontWeight="normal"> (optional)</Text>}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {/* Chakra's default error red is 3.8:1 on white; these shades pass 4.5:1 in both colour modes. */}
      <Field.ErrorText color={{ base: 'red.700', _dark: 'red.300' }}>{error}</Field.ErrorText>
    </Field.Root>
  )
}
