// Inputs the admin forms repeat, bound to react-hook-form: a checkbox (Chakra's, through a
// Controller), a native select, a one-per-line list textarea, a link (URL) input, and the dialog's
// tabs that open the tab holding the first error on an invalid submit. bindField(form)('logoUrl')
// gives a field's registration and error message, to spread into the inputs that take them.
import { Checkbox, Input, NativeSelect, Tabs, Textarea } from '@chakra-ui/react'
import { type ReactNode } from 'react'
import { Controller, type Control, type FieldValues, type Path, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form'
import { FormField } from '../../../components/form/form-field'

/** A field's registration and error message, as the inputs below take them. */
export type FieldBinding = { registration: UseFormRegisterReturn; error?: string }

export function bindField<T extends FieldValues, TOut>(form: UseFormReturn<T, unknown, TOut>): (name: Path<T>) => FieldBinding {
  // Passing formState subscribes the form's render to the errors read here.
  return (name) => ({ registration: form.register(name), error: form.getFieldState(name, form.formState).error?.message })
}

// Any transformed-values type: forms that resolve to a schema's output pass their control unchanged.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function CheckboxField<T extends FieldValues, TOut = any>({ control, name, label }: { control: Control<T, unknown, TOut>; name: Path<T>; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root checked={!!field.value} onCheckedChange={(e) => field.onChange(e.checked === true)} name={field.name}>
          <Checkbox.HiddenInput onBlur={field.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  )
}

type SelectProps = { label: string; error?: string; registration: UseFormRegisterReturn; options: readonly { value: string; label: string }[]; placeholder?: string; required?: boolean }

export function SelectField({ label, error, registration, options, placeholder, required }: SelectProps) {
  return (
    <FormField label={label} error={error} required={required}>
      <NativeSelect.Root>
        <NativeSelect.Field {...registration} placeholder={placeholder}>
          {/* Keyed by place, not value: a row created here changes its value (temporary id to real id)
              when its create lands, and a replaced option element would drop the selection. */}
          {options.map((o, i) => <option key={i} value={o.value}>{o.label}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  )
}

type ListProps = FieldBinding & { label: string; rows?: number }

export function ListField({ label, error, registration, rows = 4 }: ListProps) {
  return (
    <FormField label={label} error={error} helper="One per line.">
      <Textarea rows={rows} {...registration} />
    </FormField>
  )
}

/** A link: a URL input (the browser's keyboard for links; the schema checks the value). */
export function UrlField({ label, error, registration }: FieldBinding & { label: string }) {
  return (
    <FormField label={label} error={error}>
      <Input type="url" {...registration} />
    </FormField>
  )
}

export type DialogTab = { value: string; label: string; content: ReactNode }

export function DialogTabs({ tabs, value, onChange }: { tabs: DialogTab[]; value: string; onChange: (v: string) => void }) {
  return (
    <Tabs.Root value={value} onValueChange={(e) => onChange(e.value)} variant="enclosed" size="sm">
      <Tabs.List flexWrap="wrap">
        {tabs.map((t) => <Tabs.Trigger key={t.value} value={t.value}>{t.label}</Tabs.Trigger>)}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Content key={t.value} value={t.value} pt="4">
          {t.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}

/** The tab to show after an invalid submit: the one holding the first field with an error. */
export function tabOfFirstError(errors: Record<string, unknown>, tabOf: Record<string, string>, order: string[]): string | undefined {
  const tabs = new Set(Object.keys(errors).map((f) => tabOf[f]).filter(Boolean))
  return order.find((t) => tabs.has(t))
}
