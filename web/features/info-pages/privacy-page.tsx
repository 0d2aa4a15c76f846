// Privacy Policy: what is stored on this device (IndexedDB, local storage) and on the server, what is
// never collected (no trackers, ads or analytics), and how to remove it.
import { Text } from '@chakra-ui/react'
import { InfoPage, Points, Section, TextLink } from './info-page'

export function PrivacyPage() {
  return (
    <InfoPage title="Privacy Policy" updated="June 1, 2026"
      lead="How Vetted collects, uses and protects your information. In short: we keep what the marketplace needs to work, we never sell it, and we run no trackers.">
      <Section title="Stored on your device">
        <Text>To work offline, Vetted keeps data in your browser's storage (IndexedDB and local storage) on this device:</Text>
        <Points items={[
          'A copy of the public catalogue: vendors, products, pricing, categories, blog posts and resources.',
          'Your compare lists, your cart and, when signed in, your favourites, evaluation boards and orders.',
          'Changes waiting to be sent to the server while you are offline, including contact messages.',
          'The name and email of the signed-in account, so an offline reload still knows who you are, and small preferences such as light or dark mode.',
        ]} />
        <Text>
          Signing out removes your account's data from this device. Clearing this site's data in your browser settings
          removes everything, including anything not yet sent.
        </Text>
      </Section>
      <Section title="Stored on our server">
        <Points items={[
          'Your account: username, email, optional first and last name, and your password as a salted hash (never the password itself).',
          'What you save: favourites, cart, evaluation boards and orders.',
          'Messages you send through the contact form: name, email, optional company and subject, and the message.',
          'Sign-in sessions: a hash of the session token with its expiry, so you can be signed out everywhere.',
        ]} />
      </Section>
      <Section title="What we never do">
        <Points items={[
          'No advertising, analytics or tracking scripts, and no third-party cookies: the app loads nothing from other websites.',
          'We never sell or rent your information, and vendors never see your activity unless you contact them.',
        ]} />
      </Section>
      <Section title="Your choices">
        <Text>
          You can ask for a copy of your data or for your account to be deleted through the{' '}
          <TextLink to="/contact?subject=Privacy">contact form</TextLink>; we answer within 30 days. Cookies are described in
          the <TextLink to="/cookies">Cookie Policy</TextLink>.
        </Text>
      </Section>
    </InfoPage>
  )
}
