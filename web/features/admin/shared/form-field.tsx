// A labelled admin form field with its helper and error text. Field.Root wires the label,
// aria-invalid and aria-describedby (the error) to the input inside.
import { Field } from '@chakra-ui/react'
import type { ReactNode } from 'react'

type Props = { label: string; error?: string; helper?: string; required?: boolean; children: ReactNode }

export function AdminField({ label, error, helper, required, children }: Props) {
  return (
    <Field.Root invalid={error !== undefined} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {/* Chakra's default error red is 3.8:1 on white; these shades pass 4.5:1 in both colour modes. */}
      <Field.ErrorText color={{ base: 'red.700', _dark: 'red.300' }}>{error}</Field.ErrorText>
    </Field.Root>
  )
}
