// Vetted's brand palette: a calm blue-teal that reads as trustworthy, with semantic tokens so
// `colorPalette="brand"` works on every recipe in both colour modes. Contrast: white on brand.600 and
// brand.700 passes WCAG AA for body text; brand.300 on the dark background does too.
import { defineSemanticTokens, defineTokens } from '@chakra-ui/react'

export const brandColors = defineTokens.colors({
  brand: {
    50: { value: '#ebf7fa' },
    100: { value: '#cdeaf2' },
    200: { value: '#a0d5e5' },
    300: { value: '#67b9d3' },
    400: { value: '#3599ba' },
    500: { value: '#1a7ea1' },
    600: { value: '#146785' },
    700: { value: '#15546c' },
    800: { value: '#16465a' },
    900: { value: '#153b4c' },
    950: { value: '#0a2532' },
  },
})

export const brandSemanticColors = defineSemanticTokens.colors({
  brand: {
    contrast: { value: { _light: 'white', _dark: 'white' } },
    fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
    subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
    muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
    emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
    solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.600}' } },
    focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
    border: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
  },
  // The page background in dark mode is a deep blue-grey rather than pure black: easier on the eyes.
  bg: {
    DEFAULT: { value: { _light: '{colors.white}', _dark: '#0b1620' } },
    subtle: { value: { _light: '{colors.gray.50}', _dark: '#0f1c27' } },
    muted: { value: { _light: '{colors.gray.100}', _dark: '#172631' } },
    emphasized: { value: { _light: '{colors.gray.200}', _dark: '#20313e' } },
    panel: { value: { _light: '{colors.white}', _dark: '#101e2a' } },
  },
})

/** System font stack only: the app never loads fonts from the network. */
export const systemFonts = defineTokens.fonts({
  heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
})
