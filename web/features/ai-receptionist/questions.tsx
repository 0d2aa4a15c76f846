// The receptionist's four questions, each a group of native radios or checkboxes (keyboard and screen
// readers handle them natively) with the question as the group's legend.
import { Box } from '@chakra-ui/react'
import { BUDGETS, type Budget, type BuyerAnswers } from '../../../sync/rules/vendor-recommendation'
import { DEPLOYMENT_OPTIONS, type DeploymentOption } from '../../../sync/rules/vendor-filters'
import { CheckboxGroup, RadioChoiceGroup } from '../../components/catalog/choice-group'

export const QUESTION_COUNT = 4

export interface QuestionChoices {
  categories: { value: string; label: string }[]
  integrations: { value: string; label: string }[]
}

type Props = { step: number; answers: BuyerAnswers; choices: QuestionChoices; onChange: (answers: BuyerAnswers) => void }

const BUDGET_CHOICES = BUDGETS.filter((b) => b.value !== 'any').map((b) => ({ value: b.value, label: b.label }))

export function Question({ step, answers, choices, onChange }: Props) {
  return (
    // The legend is the question: larger than in a filter panel.
    <Box css={{ '& legend': { fontSize: 'lg', marginBottom: '3' } }}>
      {step === 0 && (
        <RadioChoiceGroup legend="What kind of software are you looking for?" allLabel="Not sure yet: any category"
          choices={choices.categories} selected={answers.category} onChange={(category) => onChange({ ...answers, category })} />
      )}
      {step === 1 && (
        <RadioChoiceGroup<Budget> legend="What is your monthly budget?" allLabel="No fixed budget" choices={BUDGET_CHOICES}
          selected={answers.budget === 'any' ? null : answers.budget} onChange={(budget) => onChange({ ...answers, budget: budget ?? 'any' })} />
      )}
      {step === 2 && (
        <RadioChoiceGroup<DeploymentOption> legend="How would you like it deployed?" allLabel="No preference" choices={DEPLOYMENT_OPTIONS}
          selected={answers.deployment} onChange={(deployment) => onChange({ ...answers, deployment })} />
      )}
      {step === 3 && (
        <CheckboxGroup legend="Which tools must it integrate with? Pick any that apply, or none." choices={choices.integrations}
          selected={answers.integrations} onChange={(integrations) => onChange({ ...answers, integrations })} />
      )}
    </Box>
  )
}
