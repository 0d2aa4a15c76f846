// A labelled native select: the most dependable control on phones and tablets (the system picker) and
// for keyboards and screen readers.
import { Field, NativeSelect } from '@chakra-ui/react'

export interface SelectChoice {
  value: string
  label: string
}

type Props = {
  label: string
  value: string
  options: readonly SelectChoice[]
  onChange: (value: string) => void
}

export function FilterSelect({ label, value, options, onChange }: Props) {
  return (
    <Field.Root>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}
