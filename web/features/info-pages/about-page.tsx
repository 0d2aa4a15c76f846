// About Us: what Vetted is, how vendors are vetted, and why placement is never for sale.
import { Text } from '@chakra-ui/react'
import { InfoPage, Points, Section, TextLink } from './info-page'

export function AboutPage() {
  return (
    <InfoPage title="About Us" lead="Vetted simplifies technology evaluation and procurement for business buyers, with transparent information, a seamless buying experience and consolidated vendor management.">
      <Section title="What we do">
        <Text>
          Vetted is a marketplace for business software and hardware. Buyers browse and compare vetted vendors, evaluate
          their options side by side with their team, and purchase in one place with consolidated billing and license
          management.
        </Text>
        <Points items={[
          <>Browse and compare: <TextLink to="/vendors">vendors</TextLink> and <TextLink to="/products">products</TextLink> with ratings, pricing and integrations.</>,
          <>Evaluate and select: the <TextLink to="/evaluation-center">Evaluation Center</TextLink> compares options side by side.</>,
          <>Purchase and implement: one cart, one bill, one place to manage your licenses.</>,
        ]} />
      </Section>
      <Section title="Every vendor is vetted">
        <Text>
          Before a vendor is listed we check who they are, what they sell and how they handle customer data. Each vendor
          page shows ratings for security, value for money, customer support, ease of use and features, together with the
          pros and cons our reviewers found.
        </Text>
      </Section>
      <Section title="Placement is never paid">
        <Text>
          Vendors cannot buy a higher position, a Featured badge or a recommendation. Listings are ordered by what buyers
          asked for: featured picks chosen by our editors, ratings, or price. Our AI receptionist ranks vendors only on your
          answers and the published data, on your own device.
        </Text>
      </Section>
      <Section title="Built to work offline">
        <Text>
          Vetted keeps a copy of the catalogue in your browser, so searching, filtering and comparing answer instantly and
          keep working on a plane or a patchy connection. Changes you make offline are sent when you reconnect. See the{' '}
          <TextLink to="/privacy">Privacy Policy</TextLink> for what is stored where.
        </Text>
      </Section>
    </InfoPage>
  )
}
