// The AI receptionist (/ai-receptionist): a guided assistant that asks four questions (category,
// budget, deployment, must-have integrations) and recommends vendors from the local copy with the
// reasons for each. Everything runs on this device, offline too; no answer is sent anywhere.
import { Box, Button, Container, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import type { BuyerAnswers } from '../../../sync/rules/vendor-recommendation'
import { usePageTitle } from '../../components/use-page-title'
import { QUESTION_COUNT, Question } from './questions'
import { Recommendations } from './recommendations'
import { useReceptionistData } from './use-receptionist-data'

const START: BuyerAnswers = { category: null, budget: 'any', deployment: null, integrations: [] }

export function ReceptionistScreen() {
  usePageTitle('AI Receptionist')
  const data = useReceptionistData()
  const [step, setStep] = useState(0)
  const [answers, setAnswers] = useState<BuyerAnswers>(START)
  const stepHeading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  // After Next, Back or Start over, focus the new step's heading so keyboard and screen-reader users follow.
  useEffect(() => {
    if (moved.current) stepHeading.current?.focus()
  }, [step])
  const go = (next: number) => {
    moved.current = true
    setStep(next)
  }
  const done = step >= QUESTION_COUNT

  return (
    <Container maxW="4xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      <Stack gap="3" mb="8">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>AI Receptionist</Heading>
        <Text color="fg.muted" fontSize="lg">
          Answer four quick questions and get vendor recommendations from the Vetted catalogue, with the reasons for each.
          It runs on your device and works offline: your answers never leave your browser.
        </Text>
      </Stack>
      {!data.ready ? (
        <HStack role="status" gap="3" color="fg.muted"><Spinner size="sm" /><Text>Loading the catalogue…</Text></HStack>
      ) : (
        <Box bg="bg.panel" borderWidth="1px" borderColor="border" rounded="2xl" p={{ base: '5', md: '8' }}>
          <Heading as="h2" size="md" color="fg.muted" mb="4" ref={stepHeading} tabIndex={-1} outline="none">
            {done ? 'Recommended for you' : `Question ${step + 1} of ${QUESTION_COUNT}`}
          </Heading>
          {done ? (
            <Recommendations answers={answers} data={data} onChange={() => go(0)} onStartOver={() => { setAnswers(START); go(0) }} />
          ) : (
            <>
              <Question step={step} answers={answers} choices={data.choices} onChange={setAnswers} />
              <HStack gap="3" mt="6" justify="space-between">
                <Button variant="ghost" onClick={() => go(step - 1)} disabled={step === 0}>Back</Button>
                <Button onClick={() => go(step + 1)}>{step === QUESTION_COUNT - 1 ? 'Show recommendations' : 'Next'}</Button>
              </HStack>
            </>
          )}
        </Box>
      )}
    </Container>
  )
}
