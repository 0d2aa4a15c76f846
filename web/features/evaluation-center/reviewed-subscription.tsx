// On an evaluation board that is a renewal review: which subscription it reviews, with a link back to
// the Renewals page (docs/renewals.md).
import { Link, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { useReviewedSubscription } from '../../data/account/renewals'

export function ReviewedSubscription({ boardId }: { boardId: number }) {
  const subscription = useReviewedSubscription(boardId)
  if (!subscription) return null
  return (
    <Text mt="2" data-testid="reviewed-subscription">
      {`Renewal review of ${subscription.name}. `}
      <Link asChild><RouterLink to="/renewals">See it on Renewals</RouterLink></Link>
    </Text>
  )
}
