// Terms of Service: the short rules for using the marketplace.
import { Text } from '@chakra-ui/react'
import { InfoPage, Points, Section, TextLink } from './info-page'

export function TermsPage() {
  return (
    <InfoPage title="Terms of Service" updated="June 1, 2026" lead="The terms that govern your use of Vetted. By using the marketplace you agree to them.">
      <Section title="Using Vetted">
        <Points items={[
          'Vetted is for business buyers. Keep your account details accurate and your password to yourself.',
          'Do not misuse the service: no scraping at volume, no attempts to break its security, no false reviews.',
          'We may suspend accounts that break these terms, and will tell you why.',
        ]} />
      </Section>
      <Section title="Information about vendors and products">
        <Text>
          We check vendors before listing them and keep ratings, prices and features as accurate as we can, but vendors set
          their own prices and terms. Confirm the details that matter to you with the vendor before you buy. Placement on
          Vetted is never paid.
        </Text>
      </Section>
      <Section title="Purchases">
        <Text>
          When you order through Vetted, the vendor's own licence terms apply to the software or hardware, and Vetted bills
          you on their behalf. Prices are shown in US dollars unless stated otherwise; setup fees are charged once per line.
        </Text>
      </Section>
      <Section title="Content">
        <Text>
          Blog posts and resources are provided for information and may be shared with attribution. Templates may be used
          freely inside your organisation.
        </Text>
      </Section>
      <Section title="Liability and changes">
        <Text>
          Vetted is provided as is, to the extent the law allows. We may update these terms; the date above shows the latest
          version. Questions? <TextLink to="/contact">Contact us</TextLink>.
        </Text>
      </Section>
    </InfoPage>
  )
}
