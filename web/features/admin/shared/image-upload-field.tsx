// An uploaded image kept as an inline data string (a blog post's featuredImage): previewed, and
// it can be cleared. Files over 5 MB are refused here, before the server would refuse them.
import { Box, Button, HStack, Image, Input } from '@chakra-ui/react'
import { useState } from 'react'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { FormField } from '../../../components/form/form-field'

const MAX_BYTES = 5 * 1024 * 1024
/** O: the form's output type (what the resolver returns); the field is read before it. */
type Props<T extends FieldValues, O> = { control: Control<T, unknown, O>; name: FieldPath<T>; label: string; error?: string }

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '')
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'))
    reader.readAsDataURL(file)
  })
}

export function ImageUploadField<T extends FieldValues, O>({ control, name, label, error }: Props<T, O>) {
  const [problem, setProblem] = useState<string>()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={label} error={problem ?? error}>
          <Input
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            p="1"
            onChange={async (e) => {
              const file = e.target.files?.[0]
              e.target.value = ''
              if (!file) return
              if (file.size > MAX_BYTES) return setProblem('Image is too large (5 MB at most)')
              setProblem(undefined)
              field.onChange(await readAsDataUrl(file))
            }}
          />
          {field.value && (
            <HStack gap="3" mt="2" align="end">
              <Box borderWidth="1px" rounded="md" overflow="hidden" maxW="48">
                <Image src={String(field.value)} alt={`${label} preview`} maxH="32" objectFit="cover" />
              </Box>
              <Button size="xs" variant="outline" onClick={() => field.onChange('')}>Remove image</Button>
            </HStack>
          )}
        </FormField>
      )}
    />
  )
}
