// Cookie Policy: one cookie, the HttpOnly session cookie, and nothing else (no trackers).
import { Text } from '@chakra-ui/react'
import { InfoPage, Points, Section, TextLink } from './info-page'

export function CookiesPage() {
  return (
    <InfoPage title="Cookie Policy" updated="June 1, 2026" lead="Which cookies Vetted uses and why: one, to keep you signed in. No trackers.">
      <Section title="The one cookie we use">
        <Points items={[
          <><Text as="strong" fontWeight="semibold">vetted_session</Text> (named <Text as="strong" fontWeight="semibold">__Host-vetted_session</Text> on a site served over HTTPS, where it is also Secure: sent only over encrypted connections and only to this site): set when you sign in and removed when you sign out. It holds a random token that identifies your session; it expires when the session ends.</>,
          'It is HttpOnly (scripts on the page cannot read it) and SameSite=Lax (other websites cannot use it to act as you), and it is sent only to Vetted.',
          'It is strictly necessary for signing in, so it needs no consent banner. Visitors who do not sign in get no cookie at all.',
        ]} />
      </Section>
      <Section title="What we do not use">
        <Text>
          No analytics, advertising, social media or other third-party cookies, and no tracking pixels or fingerprinting.
        </Text>
      </Section>
      <Section title="Browser storage">
        <Text>
          To work offline, Vetted also keeps data in your browser's storage (IndexedDB and local storage). These are not
          cookies and are never sent to us automatically; the <TextLink to="/privacy">Privacy Policy</TextLink> lists what is
          kept there.
        </Text>
      </Section>
    </InfoPage>
  )
}
