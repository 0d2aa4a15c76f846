// The contact form (/contact): name, email, optional company and subject (prefilled from ?subject=),
// and the message, validated with the server's own schema so the messages match. After sending it
// shows the confirmation; offline it says the message will be sent when the connection is back.
import { Box, Button, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useSearchParams } from 'react-router'
import type { z } from 'zod'
import { contactMessageSchema } from '../../../sync/schemas'
import { FormField } from '../../components/form/form-field'
import { toaster } from '../../components/toaster'
import { useOnlineStatus } from '../../components/use-online-status'
import { ApiError } from '../../sync/base/api-client'
import { sendContactMessage, type SendOutcome } from '../../data/account/contact-messages'

type Values = z.input<typeof contactMessageSchema>
const FIELDS = ['name', 'email', 'company', 'subject', 'message'] as const
export const QUEUED_TEXT = "You're offline. Your message is saved on this device and will be sent when you're back online."

export function ContactForm() {
  const online = useOnlineStatus()
  const [params] = useSearchParams()
  const [outcome, setOutcome] = useState<SendOutcome | null>(null)
  const defaultValues: Values = { name: '', email: '', company: '', subject: params.get('subject')?.slice(0, 200) ?? '', message: '' }
  const { register, handleSubmit, formState, setError, reset } = useForm<Values, unknown, z.output<typeof contactMessageSchema>>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues,
  })
  const { errors, isSubmitting } = formState

  const submit = handleSubmit(async (message) => {
    try {
      setOutcome(await sendContactMessage(message, online))
    } catch (error) {
      const fieldErrors = error instanceof ApiError && error.body?.errors && typeof error.body.errors === 'object' ? (error.body.errors as Record<string, string>) : {}
      for (const field of FIELDS) if (typeof fieldErrors[field] === 'string') setError(field, { message: fieldErrors[field] })
      toaster.create({ title: 'Message not sent', description: error instanceof ApiError ? error.userMessage : 'Please try again.', type: 'error' })
    }
  })

  if (outcome) {
    return (
      <Box role="status" p="6" rounded="xl" borderWidth="1px" borderColor={outcome.status === 'sent' ? 'green.600' : 'border.emphasized'} bg="bg.panel">
        <Text fontWeight="semibold" fontSize="lg" mb="2">{outcome.status === 'sent' ? 'Message sent' : 'Message saved'}</Text>
        <Text mb="4">{outcome.status === 'sent' ? outcome.message : QUEUED_TEXT}</Text>
        <Button variant="outline" onClick={() => { reset(defaultValues); setOutcome(null) }}>Send another message</Button>
      </Box>
    )
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Contact form">
      <Stack gap="4">
        {!online && <Text role="status" fontSize="sm" p="3" rounded="md" borderWidth="1px" bg="bg.muted">{QUEUED_TEXT.replace('is saved', 'will be saved')}</Text>}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Name" required error={errors.name?.message}><Input autoComplete="name" {...register('name')} /></FormField>
          <FormField label="Email" required error={errors.email?.message}><Input type="email" autoComplete="email" {...register('email')} /></FormField>
          <FormField label="Company" optional error={errors.company?.message}><Input autoComplete="organization" {...register('company')} /></FormField>
          <FormField label="Subject" optional error={errors.subject?.message}><Input {...register('subject')} /></FormField>
        </SimpleGrid>
        <FormField label="Message" required error={errors.message?.message}>
          <Textarea rows={6} autoresize maxH="20lh" {...register('message')} />
        </FormField>
        <Button type="submit" alignSelf="flex-start" loading={isSubmitting} loadingText="Sending...">Send Message</Button>
      </Stack>
    </form>
  )
}
