// Filter groups for the marketplaces: a fieldset of native checkboxes or radios (keyboard and screen
// readers handle them natively, and they cost no extra JavaScript), optionally showing only the first few
// choices until "Show more" is pressed ("Show less" returns). A row is drawn again only when its own
// state changes: a click in a group otherwise re-set every row's input (React writes an input's name and
// type at each render), and the browser then restyled them all before painting the click.
import { Button, chakra, Stack } from '@chakra-ui/react'
import { memo, useId, useState, type ReactNode } from 'react'
import { useStableHandler } from '../use-stable-handler'

export interface Choice<V extends string | number> {
  value: V
  label: string
}

interface GroupFrameProps {
  legend: string
  children: ReactNode
}

function GroupFrame({ legend, children }: GroupFrameProps) {
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0">
      <chakra.legend fontWeight="semibold" fontSize="sm" mb="2" p="0">{legend}</chakra.legend>
      <Stack gap="1">{children}</Stack>
    </chakra.fieldset>
  )
}

interface ChoiceRowProps<V> { type: 'checkbox' | 'radio'; name: string; value: V; checked: boolean; onPick: (value: V) => void; children: ReactNode }

const ChoiceRow = memo(function ChoiceRow<V>({ type, name, value, checked, onPick, children }: ChoiceRowProps<V>) {
  return (
    <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer" py="1" px="1" rounded="sm" _hover={{ bg: 'bg.muted' }}>
      <chakra.input type={type} name={name} checked={checked} onChange={() => onPick(value)} width="4" height="4" flexShrink={0} style={CHOICE_INPUT_STYLE} />
      <chakra.span overflowWrap="anywhere">{children}</chakra.span>
    </chakra.label>
  )
}) as <V>(props: ChoiceRowProps<V>) => ReactNode

const CHOICE_INPUT_STYLE = { accentColor: 'var(--chakra-colors-brand-solid)' }

/** Keeps the first `limit` choices until expanded; starts expanded when a hidden choice is selected. */
function useShowMore<V extends string | number>(choices: readonly Choice<V>[], limit: number | undefined, isSelected: (v: V) => boolean) {
  const hiddenSelected = limit !== undefined && choices.slice(limit).some((c) => isSelected(c.value))
  const [expanded, setExpanded] = useState(hiddenSelected)
  const collapsible = limit !== undefined && choices.length > limit
  const visible = collapsible && !expanded ? choices.slice(0, limit) : choices
  const toggle = collapsible ? (
    <Button variant="plain" size="xs" alignSelf="flex-start" px="1" color="brand.fg" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
      {expanded ? 'Show less' : 'Show more'}
    </Button>
  ) : null
  return { visible, toggle }
}

export interface CheckboxGroupProps<V extends string | number> {
  legend: string
  choices: readonly Choice<V>[]
  selected: readonly V[]
  onChange: (selected: V[]) => void
  /** Show only this many choices until "Show more". */
  limit?: number
}

export function CheckboxGroup<V extends string | number>({ legend, choices, selected, onChange, limit }: CheckboxGroupProps<V>) {
  const name = useId()
  const { visible, toggle } = useShowMore(choices, limit, (v) => selected.includes(v))
  const flip = useStableHandler((value: V) => onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]))
  return (
    <GroupFrame legend={legend}>
      {visible.map((c) => (
        <ChoiceRow key={c.value} type="checkbox" name={name} value={c.value} checked={selected.includes(c.value)} onPick={flip}>{c.label}</ChoiceRow>
      ))}
      {toggle}
    </GroupFrame>
  )
}

export interface RadioGroupProps<V extends string | number> {
  legend: string
  /** The first choice, meaning "no filter" (e.g. "All Categories"). */
  allLabel: string
  choices: readonly Choice<V>[]
  selected: V | null
  onChange: (selected: V | null) => void
  limit?: number
}

export function RadioChoiceGroup<V extends string | number>({ legend, allLabel, choices, selected, onChange, limit }: RadioGroupProps<V>) {
  const name = useId()
  const { visible, toggle } = useShowMore(choices, limit, (v) => v === selected)
  const pick = useStableHandler((value: V | null) => onChange(value))
  return (
    <GroupFrame legend={legend}>
      <ChoiceRow type="radio" name={name} value={null} checked={selected === null} onPick={pick}>{allLabel}</ChoiceRow>
      {visible.map((c) => (
        <ChoiceRow key={c.value} type="radio" name={name} value={c.value} checked={selected === c.value} onPick={pick}>{c.label}</ChoiceRow>
      ))}
      {toggle}
    </GroupFrame>
  )
}
