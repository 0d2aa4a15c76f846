// Careers: how the team works and the open roles, with the way to apply (the contact form).
import { Text } from '@chakra-ui/react'
import { InfoPage, Points, Section, TextLink } from './info-page'

const ROLES = [
  { title: 'Vendor Research Analyst', where: 'Remote (Europe or Americas)', what: 'Review new vendors, test their products and write the pros and cons buyers rely on.' },
  { title: 'Full-Stack Engineer, Offline-First Web', where: 'Remote', what: 'Work on the marketplace app, its sync engine and the server behind it (TypeScript, React, SQLite).' },
  { title: 'Customer Success Manager', where: 'Remote (Americas)', what: 'Help buying teams run evaluations and roll out what they bought.' },
]

export function CareersPage() {
  return (
    <InfoPage title="Careers" lead="Help business buyers choose technology with confidence. We are a small, remote team that values clear writing, honest reviews and software that works everywhere.">
      <Section title="How we work">
        <Points items={[
          'Remote first, with overlapping hours for each team and written decisions.',
          'Independence: no vendor can pay for placement, so nobody on the team sells rankings.',
          'Time to learn: a yearly budget for courses, books and conferences.',
        ]} />
      </Section>
      <Section title="Open positions">
        {ROLES.map((role) => (
          <Text key={role.title}>
            <Text as="strong" fontWeight="semibold">{role.title}</Text> · {role.where}. {role.what}
          </Text>
        ))}
      </Section>
      <Section title="How to apply">
        <Text>
          Send us a short note about yourself and the role you are interested in through the{' '}
          <TextLink to="/contact?subject=Careers">contact form</TextLink>. We answer every application within two weeks.
        </Text>
      </Section>
    </InfoPage>
  )
}
