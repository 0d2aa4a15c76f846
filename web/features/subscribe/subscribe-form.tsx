// The subscribe form: plan, number of users (within the plan's limits) or units, by the quantity rule of
// sync/rules/plan-quantity, optional company, contact email and notes, beside the live price breakdown. Choices live in the address, so a visitor asked to sign in
// first finds them untouched. Sending records the request (queued when offline) and confirms it.
import { Alert, Box, Button, Field, Grid, Input, Stack, Textarea } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router'
import { planQuantityProblem, quantityMeaning, quantityText, startingQuantity } from '../../../sync/rules/plan-quantity'
import { useAuthDialogStore } from '../../components/auth-dialog-store'
import { useOnlineStatus } from '../../components/use-online-status'
import { toaster } from '../../components/toaster'
import { OrderError, SIGN_IN_TO_SUBSCRIBE, requestSubscription } from '../../data/account/orders-request'
import type { ProductDetail } from '../../data/catalog/product-detail-hooks'
import { useSession } from '../../sync/base/session'
import { PlanPicker } from './plan-picker'
import { PriceBreakdownCard } from './price-breakdown-card'
import { useChosenOnBoard } from '../../data/account/board-decision'
import { ChosenOnBoard } from '../../components/chosen-on-board'
import { RequestSent, type SentRequest } from './request-sent'
import { findChoice, subscribablePlans } from './subscribe-choice'

export function SubscribeForm({ detail }: { detail: ProductDetail }) {
  const [params, setParams] = useSearchParams()
  const plans = subscribablePlans(detail.plans)
  const choice = findChoice(plans, Number(params.get('option')) || null)!
  // The number typed is this form's own state first, and copied into the address: an address change is
  // a router transition, which can commit after a quick click on Send (the click would send the old number).
  const [usersText, setUsersText] = useState(() => params.get('users') ?? String(startingQuantity(choice.option)))
  const user = useSession((s) => s.user)
  const online = useOnlineStatus()
  const openAuthDialog = useAuthDialogStore((s) => s.open)
  const [fields, setFields] = useState({ company: '', contactEmail: '', notes: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [askSignIn, setAskSignIn] = useState(false)
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState<SentRequest | null>(null)
  // Opened from a board's decision (?board=): the request names that board, when it chose this product.
  const chosenOn = useChosenOnBoard(Number(params.get('board')) || null, detail.product)

  const users = Number(usersText)
  const units = quantityMeaning(choice.option) === 'units'
  const usersProblem = usersText.trim() === '' ? `Enter the number of ${units ? 'units' : 'users'}` : planQuantityProblem(choice.option, users)
  const update = (changes: Record<string, string>) =>
    setParams((p) => {
      const next = new URLSearchParams(p)
      for (const [k, v] of Object.entries(changes)) next.set(k, v)
      return next
    }, { replace: true })
  const typeUsers = (text: string) => {
    setUsersText(text)
    update({ users: text })
  }
  const pick = (optionId: number) => {
    const picked = findChoice(plans, optionId)!
    const starting = String(startingQuantity(picked.option))
    setUsersText(starting)
    update({ tier: String(picked.plan.tier.id), option: String(optionId), users: starting })
  }

  async function send(e: FormEvent) {
    e.preventDefault()
    if (usersProblem) return setErrors({ users: usersProblem })
    if (!user) {
      setAskSignIn(true)
      return openAuthDialog('login')
    }
    setSending(true)
    const input = { productId: detail.product.id, tierId: choice.plan.tier.id, pricingOptionId: choice.option.id, users, ...fields }
    try {
      await requestSubscription({ ...input, company: fields.company || null, contactEmail: fields.contactEmail || null, notes: fields.notes || null, boardId: chosenOn?.id ?? null })
      setSent({
        productName: detail.product.name, tierName: choice.plan.tier.name, quantity: quantityText(choice.option, users), queued: !navigator.onLine,
        board: chosenOn ? { id: chosenOn.id, name: chosenOn.name } : null,
      })
      toaster.create({ title: 'Subscription request sent', description: `${detail.product.name} (${choice.plan.tier.name}), ${quantityText(choice.option, users)}`, type: 'success' })
    } catch (err) {
      console.error('Subscription request failed', err)
      if (err instanceof OrderError) setErrors(err.errors)
      toaster.create({ title: 'Could not send the request', description: err instanceof Error ? err.message : 'Please try again.', type: 'error' })
    } finally {
      setSending(false)
    }
  }

  if (sent) return <RequestSent request={sent} />
  const usersError = usersProblem ?? errors.users
  return (
    <form onSubmit={send} noValidate aria-label="Subscription request">
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 22rem' }} gap="8" alignItems="start">
        <Stack gap="6">
          {chosenOn && <ChosenOnBoard boardId={chosenOn.id} boardName={chosenOn.name} p="3" rounded="lg" borderWidth="1px" borderColor="green.muted" bg="green.subtle" />}
          <PlanPicker plans={plans} optionId={choice.option.id} onPick={pick} />
          <Field.Root invalid={!!usersError} required maxW="xs">
            <Field.Label>{units ? 'Number of units' : 'Number of users'}</Field.Label>
            <Input type="number" inputMode="numeric" min={1} step={1} value={usersText} onChange={(e) => typeUsers(e.currentTarget.value)} />
            {usersError ? <Field.ErrorText>{usersError}</Field.ErrorText> : <Field.HelperText>{units ? 'Each unit is charged' : seatsHint(choice.option)}</Field.HelperText>}
          </Field.Root>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <Field.Root invalid={!!errors.company}>
              <Field.Label>Company (optional)</Field.Label>
              <Input value={fields.company} onChange={(e) => setFields({ ...fields, company: e.currentTarget.value })} autoComplete="organization" />
              {errors.company && <Field.ErrorText>{errors.company}</Field.ErrorText>}
            </Field.Root>
            <Field.Root invalid={!!errors.contactEmail}>
              <Field.Label>Contact email (optional)</Field.Label>
              <Input type="email" value={fields.contactEmail} placeholder={user?.email} autoComplete="email"
                onChange={(e) => setFields({ ...fields, contactEmail: e.currentTarget.value })} />
              {errors.contactEmail ? <Field.ErrorText>{errors.contactEmail}</Field.ErrorText> : <Field.HelperText>Your account email if left blank</Field.HelperText>}
            </Field.Root>
          </Grid>
          <Field.Root invalid={!!errors.notes}>
            <Field.Label>Notes for the vendor (optional)</Field.Label>
            <Textarea value={fields.notes} rows={3} onChange={(e) => setFields({ ...fields, notes: e.currentTarget.value })} />
            {errors.notes && <Field.ErrorText>{errors.notes}</Field.ErrorText>}
          </Field.Root>
        </Stack>
        <Stack gap="4" position={{ lg: 'sticky' }} top={{ lg: '24' }}>
          <PriceBreakdownCard option={choice.option} users={usersProblem ? null : users} />
          {askSignIn && !user && (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{SIGN_IN_TO_SUBSCRIBE}</Alert.Title>
                <Alert.Description>Your plan and number of users are kept while you sign in.</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {!online && user && <Box fontSize="sm" color="fg.muted">You're offline: the request will be sent when you're back online.</Box>}
          <Button type="submit" size="lg" loading={sending} loadingText="Sending..." disabled={!!usersProblem}>Send subscription request</Button>
          <Box fontSize="sm" color="fg.muted">No payment is taken now: the vendor reviews your request and confirms it.</Box>
        </Stack>
      </Grid>
    </form>
  )
}

function seatsHint(o: { minimumUsers: number; maximumUsers: number | null }): string {
  const min = Math.max(1, o.minimumUsers)
  return o.maximumUsers === null ? `At least ${min} ${min === 1 ? 'user' : 'users'}` : `Between ${min} and ${o.maximumUsers} users`
}
