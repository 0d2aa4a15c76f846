// Chakra's styling system, trimmed: the default system registers ~80 recipes (~150 KB gzipped), so we
// start from defaultBaseConfig (conditions and style props only) and add the default tokens plus just
// the recipes the app renders. Using a Chakra component whose recipe is missing renders it unstyled:
// import its recipe from '@chakra-ui/react/theme' and add it to `recipes` or `slotRecipes` below; a recipe
// only lazily loaded screens use belongs in web/theme/extended-system.ts instead (this file is in the entry).
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react'
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  drawerSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  popoverSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  cardSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  skeletonRecipe,
  tabsSlotRecipe,
} from '@chakra-ui/react/theme'
import { brandColors, brandSemanticColors, systemFonts } from './brand'
import { catalogCardCss } from './catalog-card-css'

const defaultTokensAndUsedRecipes = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      skeleton: skeletonRecipe,
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      tabs: tabsSlotRecipe,
      field: fieldSlotRecipe,
      dialog: dialogSlotRecipe,
      card: cardSlotRecipe,
      drawer: drawerSlotRecipe,
      menu: menuSlotRecipe,
      popover: popoverSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
})

const vettedBrand = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand' },
    // Keyboard users always see where focus is, in both colour modes.
    ':focus-visible': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
    // People who ask their system for less motion get none: menus, dialogs, drawers and toasts appear
    // and leave at once, and spinners stand still (the text beside them still says what is loading).
    // Animations still run for a millisecond, so whatever waits for one to end is told it ended.
    '*, *::before, *::after': {
      '@media (prefers-reduced-motion: reduce)': {
        animationDuration: '1ms !important', animationIterationCount: '1 !important', animationDelay: '0s !important',
        transitionDuration: '1ms !important', transitionDelay: '0s !important', scrollBehavior: 'auto !important',
      },
    },
    ...catalogCardCss,
  },
  theme: {
    tokens: { colors: brandColors, fonts: systemFonts },
    semanticTokens: { colors: brandSemanticColors },
  },
})

/** The app's own configs, for web/theme/extended-system.ts (lazy screens that need more recipes). */
export const appSystemConfigs = [defaultTokensAndUsedRecipes, vettedBrand] as const

export const system = createSystem(defaultBaseConfig, ...appSystemConfigs)
