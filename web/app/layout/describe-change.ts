// A queued change in a few words, for the person reviewing it ("Edit of a vendor", "Cancel an order").
import type { OutboxEntry } from '../../../sync/protocol/outbox'

const NOUNS: Partial<Record<OutboxEntry['entity'], string>> = {
  vendor: 'a vendor', product: 'a product', productTier: 'a pricing tier', pricingOption: 'a pricing option',
  blogPost: 'a blog post', blogCategory: 'a blog category', resource: 'a resource', featuredComparison: 'a featured comparison',
  favorite: 'a favourite', cartLine: 'a cart item', board: 'an evaluation board', order: 'a subscription request', user: 'a user',
}

const ACTIONS: Record<string, string> = {
  'favorite.add': 'Save a favourite',
  'favorite.remove': 'Remove a favourite',
  'cartLine.add': 'Add to the cart',
  'cart.clear': 'Clear the cart',
  'order.request': 'Send a subscription request',
  'order.cancel': 'Cancel a subscription request',
  'resource.download': 'Count a download',
  'contact.send': 'Send a contact message',
  'boardComment.add': 'Post a comment',
  'boardComment.edit': 'Edit a comment',
  'boardComment.remove': 'Delete a comment',
  'notification.read': 'Mark a notification read',
  'workspace.create': 'Create a workspace',
  'workspace.setPolicy': "Set a workspace's approval policy",
  'workspaceMember.invite': 'Invite to a workspace',
  'workspaceMember.accept': 'Join a workspace',
  'workspaceMember.decline': 'Decline a workspace invitation',
  'workspaceMember.remove': 'Remove from a workspace',
  'workspaceMember.setRole': "Change a workspace member's role",
  'approvalStep.decide': 'Decide on a subscription request',
  'order.resubmit': 'Send a subscription request again',
  'subscription.add': 'Add a subscription',
  'subscription.edit': 'Edit a subscription',
  'subscription.setStatus': "Change a subscription's status",
  'subscription.startReview': 'Start a renewal review',
}

export function describeChange(entry: Pick<OutboxEntry, 'name' | 'entity'>): string {
  if (ACTIONS[entry.name]) return ACTIONS[entry.name]
  const noun = NOUNS[entry.entity] ?? 'an item'
  if (entry.name.endsWith('.create')) return `New ${noun.replace(/^an? /, '')}`
  if (entry.name.endsWith('.update')) return `Edit of ${noun}`
  if (entry.name.endsWith('.delete')) return `Deletion of ${noun}`
  return 'A change'
}
