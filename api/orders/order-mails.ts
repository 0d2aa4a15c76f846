// The messages a buyer gets about a subscription request, each naming it by its reference: one when it
// is recorded, one each time an admin changes its status. They go to the request's contact email (the
// buyer's own address unless they gave another).
import { ORDER_STATUS_NAMES } from '../../sync/rules/order-status'
import { formatMoney } from '../../sync/rules/money'
import { quantityText } from '../../sync/rules/plan-quantity'
import type { Order } from '../../sync/schemas'
import type { Config } from '../context'
import type { Db } from '../db/connection'
import { sendMail } from '../mail/mailer'

/** What a mail says the request is for: "Brightledger Accounting, Plus plan, 5 users (flat price)". */
export interface OrderSubject {
  productName: string
  tierName: string | null
}

const what = (order: Order, subject: OrderSubject) =>
  [subject.productName, subject.tierName ? `${subject.tierName} plan` : null, quantityText({ pricePerUser: order.pricePerUser, paymentFrequency: order.paymentFrequency }, order.users)]
    .filter(Boolean).join(', ')

const ordersPage = (config: Config) => `${config.publicUrl}/profile?tab=orders`

export async function mailOrderPlaced(db: Db, config: Config, order: Order, subject: OrderSubject): Promise<void> {
  if (!order.contactEmail || !order.reference) return
  const trial = order.trialDays > 0 ? `, due when the ${order.trialDays}-day free trial ends` : ''
  await sendMail(db, config, {
    to: order.contactEmail,
    subject: `Subscription request ${order.reference} received`,
    body: [
      'Hello,',
      '',
      `We have recorded your subscription request ${order.reference}: ${what(order, subject)}.`,
      `First payment: ${formatMoney(order.total, order.currency)}${trial}. No payment is taken now.`,
      '',
      `Status: ${ORDER_STATUS_NAMES[order.status]}. The vendor reviews it, and you will get a message each time its status changes. Follow it at ${ordersPage(config)}.`,
      '',
      `Please quote ${order.reference} whenever you contact us about this request.`,
    ].join('\n'),
  })
}

export async function mailOrderStatus(db: Db, config: Config, order: Order, subject: OrderSubject): Promise<void> {
  if (!order.contactEmail || !order.reference) return
  await sendMail(db, config, {
    to: order.contactEmail,
    subject: `Subscription request ${order.reference}: ${ORDER_STATUS_NAMES[order.status]}`,
    body: [
      'Hello,',
      '',
      `Your subscription request ${order.reference} (${what(order, subject)}) is now ${ORDER_STATUS_NAMES[order.status]}.`,
      '',
      `See it at ${ordersPage(config)}, and quote ${order.reference} whenever you contact us about it.`,
    ].join('\n'),
  })
}
