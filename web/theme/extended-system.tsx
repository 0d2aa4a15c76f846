// A superset of the app's Chakra system for lazily loaded screens (admin area, evaluation center, cart,
// blog, ...) that render components whose recipes the entry's trimmed system leaves out (tables,
// checkboxes, switches, selects, progress bars, alerts...). Every recipe in web/theme/system.ts sits in
// the JavaScript that `/` loads (budget: 170 KB gzipped), so recipes only these screens use live here,
// in a chunk that loads with them. Wrap such a screen in <ExtendedChakra>: a nested ChakraProvider with
// this system. Its global styles repeat the outer ones (same tokens, same cascade layers), which is harmless.
import { ChakraProvider, createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react'
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  avatarSlotRecipe,
  breadcrumbSlotRecipe,
  checkboxCardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  emptyStateSlotRecipe,
  fieldsetSlotRecipe,
  fileUploadSlotRecipe,
  kbdRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  numberInputSlotRecipe,
  progressCircleSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  segmentGroupSlotRecipe,
  selectSlotRecipe,
  sliderSlotRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme'
import type { ReactNode } from 'react'
import { appSystemConfigs } from './system'

const lazyScreenRecipes = defineConfig({
  theme: {
    recipes: {
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      kbd: kbdRecipe,
      radiomark: radiomarkRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      checkbox: checkboxSlotRecipe,
      checkboxCard: checkboxCardSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      fileUpload: fileUploadSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      numberInput: numberInputSlotRecipe,
      progress: progressSlotRecipe,
      progressCircle: progressCircleSlotRecipe,
      radioCard: radioCardSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      select: selectSlotRecipe,
      slider: sliderSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tag: tagSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
})

export const extendedSystem = createSystem(defaultBaseConfig, ...appSystemConfigs, lazyScreenRecipes)

export function ExtendedChakra({ children }: { children: ReactNode }) {
  return <ChakraProvider value={extendedSystem}>{children}</ChakraProvider>
}
