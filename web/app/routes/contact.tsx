// Contact Us: the footer page frame with the contact form (features/contact), which sends the message
// to the server or queues it offline. ExtendedChakra registers the textarea's recipe.
import { Grid, Stack, Text } from '@chakra-ui/react'
import { ContactForm } from '../../features/contact/contact-form'
import { InfoPage, Section, TextLink } from '../../features/info-pages/info-page'
import { ExtendedChakra } from '../../theme/extended-system'

export default function ContactRoute() {
  return (
    <ExtendedChakra>
      <InfoPage title="Contact Us" lead="Send us a message and The Vetted Team will get back to you within one business day.">
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={{ base: '8', lg: '12' }} alignItems="start">
          <ContactForm />
          <Stack gap="6">
            <Section title="Before you write">
              <Text>
                Many answers are on the <TextLink to="/support">Support</TextLink> page. Vendors and partners: see{' '}
                <TextLink to="/partners">Partners</TextLink>.
              </Text>
            </Section>
            <Section title="What happens next">
              <Text>
                Your message goes to our team, not to any vendor. We use your email only to reply; see the{' '}
                <TextLink to="/privacy">Privacy Policy</TextLink>.
              </Text>
            </Section>
          </Stack>
        </Grid>
      </InfoPage>
    </ExtendedChakra>
  )
}
