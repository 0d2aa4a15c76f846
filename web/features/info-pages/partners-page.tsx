// Partners: how vendors get listed (vetting, never paid placement) and how resellers and integrators work with Vetted.
import { Text } from '@chakra-ui/react'
import { InfoPage, Points, Section, TextLink } from './info-page'

export function PartnersPage() {
  return (
    <InfoPage title="Partners" lead="Vendors, resellers and implementation partners help buyers get the right technology running. Here is how we work together.">
      <Section title="For vendors">
        <Text>Listing on Vetted is free. To be listed, a vendor goes through our review:</Text>
        <Points items={[
          'Company and product check: who you are, what you sell, and where customer data is kept.',
          'Security and support questionnaire, with evidence for the answers.',
          'Hands-on review of the product by our analysts, who write the pros and cons.',
        ]} />
        <Text>
          Placement is never paid: rankings, Featured picks and recommendations cannot be bought, and ratings come from
          reviews and published data only.
        </Text>
      </Section>
      <Section title="For resellers and implementation partners">
        <Text>
          Buyers often need help with migration, configuration and training. Partners with proven delivery experience can be
          suggested to buyers after a purchase, alongside the vendor's own services.
        </Text>
      </Section>
      <Section title="Get in touch">
        <Text>
          Tell us about your company through the <TextLink to="/contact?subject=Partnerships">contact form</TextLink> and our
          partnerships team will reply within one business day.
        </Text>
      </Section>
    </InfoPage>
  )
}
