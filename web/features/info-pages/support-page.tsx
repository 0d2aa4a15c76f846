// Support: answers to the common questions (account, cart and orders, offline use, comparing) and the way to reach us.
import { Text } from '@chakra-ui/react'
import { InfoPage, Section, TextLink } from './info-page'

export function SupportPage() {
  return (
    <InfoPage title="Support" lead="Help with your account, comparisons, orders and subscriptions. Most answers are below; if not, we are one message away.">
      <Section title="Your account">
        <Text>
          Sign in or create an account from the header. Forgot your password? Choose "Forgot your password?" in the sign-in dialog
          and we email you a link that works for 30 minutes. Your favourites and orders are on your{' '}
          <TextLink to="/profile">profile</TextLink>.
        </Text>
      </Section>
      <Section title="Comparing and evaluating">
        <Text>
          Use Compare on any vendor or product card to build a shortlist, then open the{' '}
          <TextLink to="/evaluation-center">Evaluation Center</TextLink> to weigh the options side by side. Not sure where to
          start? The <TextLink to="/ai-receptionist">AI receptionist</TextLink> asks four questions and suggests vendors.
        </Text>
      </Section>
      <Section title="Cart, orders and billing">
        <Text>
          Your <TextLink to="/cart">cart</TextLink> keeps the plans you chose with their setup fees. Orders are billed together
          on one invoice, and your licenses are managed in one place.
        </Text>
      </Section>
      <Section title="Using Vetted offline">
        <Text>
          The catalogue, blog and resources you have loaded stay available without a connection. Changes you make offline
          (a favourite, your cart, a message) wait on your device and are sent when you are back online; the status in the
          header shows how many are waiting.
        </Text>
      </Section>
      <Section title="Still need help?">
        <Text>
          Send us a message through the <TextLink to="/contact?subject=Support">contact form</TextLink>. We reply within one
          business day.
        </Text>
      </Section>
    </InfoPage>
  )
}
