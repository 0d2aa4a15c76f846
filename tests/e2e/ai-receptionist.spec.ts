// The AI receptionist (/ai-receptionist): four questions answered with the keyboard-friendly radios and
// checkboxes, recommendations from the local copy ranked by the rule, with reasons and caveats, links to
// the vendor page and Add to compare; Back, Change answers and Start over; the no-match state; offline it
// still answers; axe. The stories run on the desktop (./viewport-policy.ts); the tablet checks that a
// question and the recommendations fit its screen, with axe.
import { expect, test, type Page } from './base-test'
import type { Vendor } from '../../sync/schemas'
import { expectNoSeriousA11yIssues } from './account-helpers'
import { adminApi, NAVIGATION, runTag, VIEWPORTS, type AdminApi } from './content-helpers'
import { expectNoHorizontalScroll } from './detail-fixtures'
import { smallScreenTest, storyTest } from './viewport-policy'

const TAG = `Recep${runTag()}`
const BEST = `${TAG} Fullfit`
const PARTIAL = `${TAG} Halffit`
const PRICEY = `${TAG} Pricey`
const CLOUD = `${TAG} Cloudonly`
const five = (r: number) => ({ securityRating: r, valueRating: r, supportRating: r, easeOfUseRating: r, featureRating: r })

let api: AdminApi
test.beforeAll(async ({}, testInfo) => {
  api = await adminApi(testInfo)
  const hr = { category: 'hr', deploymentOptions: ['On-premise'] }
  await api.create<Vendor>('/api/vendors', { name: BEST, ...hr, ...five(5), pricingDetails: 'Team $20/user/month', integrations: ['Slack', 'Okta'] })
  await api.create<Vendor>('/api/vendors', { name: PARTIAL, ...hr, ...five(3), pricingDetails: 'Flat $30/month', integrations: ['slack'] })
  await api.create<Vendor>('/api/vendors', { name: PRICEY, ...hr, ...five(5), pricingDetails: 'Plan $900/month', integrations: ['Slack', 'Okta'] })
  await api.create<Vendor>('/api/vendors', { name: CLOUD, ...hr, deploymentOptions: ['Cloud'], ...five(5), pricingDetails: '$10/month', integrations: ['Slack', 'Okta'] })
})
test.afterAll(async () => api.cleanUp())

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click()

async function open(page: Page) {
  await page.goto('/ai-receptionist')
  await expect(h1(page, 'AI Receptionist')).toBeVisible(NAVIGATION)
  await expect(page.getByRole('heading', { name: 'Question 1 of 4' })).toBeVisible({ timeout: 20_000 })
}

async function answer(page: Page, category: string, budget: string, deployment: string, integrations: string[]) {
  await page.getByRole('group', { name: 'What kind of software are you looking for?' }).getByRole('radio', { name: category, exact: true }).check()
  await next(page)
  await expect(page.getByRole('heading', { name: 'Question 2 of 4' })).toBeFocused()
  await page.getByRole('radio', { name: budget, exact: true }).check()
  await next(page)
  await page.getByRole('group', { name: 'How would you like it deployed?' }).getByRole('radio', { name: deployment, exact: true }).check()
  await next(page)
  for (const name of integrations) await page.getByRole('checkbox', { name, exact: true }).check()
  await page.getByRole('button', { name: 'Show recommendations' }).click()
  await expect(page.getByRole('heading', { name: 'Recommended for you' })).toBeVisible()
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true })

for (const [label, viewport] of VIEWPORTS) {
  test.describe(label, () => {
    test.use({ viewport })
    const isDesktop = label === 'desktop'
    const story = storyTest(isDesktop)
    const smallScreen = smallScreenTest(isDesktop)

    story('recommends vendors for the answers, with reasons, caveats, the vendor page and Add to compare', async ({ page }) => {
      test.slow() // runs axe twice
      await open(page)
      await expect(page).toHaveTitle('AI Receptionist | Vetted Marketplace')
      await expectNoSeriousA11yIssues(page, 'first question')
      await answer(page, 'HR', 'Up to $99 per month', 'On-premise', ['Slack', 'Okta'])
      await expect(page.getByTestId('answers-summary')).toHaveText('You asked for: HR · Up to $99 per month · On-premise · Integrates with Slack, Okta')
      const list = page.getByRole('list', { name: 'Recommended vendors' })
      await expect(list.getByTestId('recommendation').first()).toHaveAttribute('aria-label', BEST)
      const best = card(page, BEST)
      for (const reason of ["Starting at $20/month, from the vendor's pricing details: within your budget", 'Matches the category you chose', 'Offers On-premise deployment', 'Integrates with Slack, Okta', 'Rated 5.0 out of 5 by customers']) {
        await expect(best.getByTestId('reasons').getByText(reason, { exact: true })).toBeVisible()
      }
      await expect(card(page, PARTIAL).getByTestId('caveats').getByText('Does not list Okta', { exact: true })).toBeVisible()
      await expect(card(page, PARTIAL).getByTestId('reasons').getByText('Integrates with Slack', { exact: true })).toBeVisible()
      await expect(card(page, PRICEY)).toHaveCount(0) // over budget
      await expect(card(page, CLOUD)).toHaveCount(0) // not on-premise
      await expectNoSeriousA11yIssues(page, 'recommendations')

      await best.getByRole('button', { name: `Add ${BEST} to compare` }).click()
      await expect(best.getByRole('button', { name: `${BEST} added to compare` })).toHaveText('Added to compare')
      await expect(page.getByText(`${BEST} was added to the Quick Compare Board`)).toBeVisible({ timeout: 15_000 })
      await best.getByRole('link', { name: `View ${BEST}` }).click()
      await expect(h1(page, BEST)).toBeVisible({ timeout: 15_000 })
    })

    story('Back and Change answers keep the answers; no match says what to loosen; Start over clears', async ({ page }) => {
      await open(page)
      await page.getByRole('radio', { name: 'HR', exact: true }).check()
      await next(page)
      await page.getByRole('button', { name: 'Back' }).click()
      await expect(page.getByRole('radio', { name: 'HR', exact: true })).toBeChecked()
      await next(page)
      await page.getByRole('radio', { name: 'Free plans only', exact: true }).check()
      await next(page)
      await page.getByRole('radio', { name: 'Hybrid', exact: true }).check()
      await next(page)
      await page.getByRole('button', { name: 'Show recommendations' }).click()
      await expect(page.getByText('No vendors match all your answers')).toBeVisible()
      await expect(page.getByText('Try a higher budget, another category or no deployment preference.')).toBeVisible()
      await page.getByRole('button', { name: 'Change answers' }).click()
      await expect(page.getByRole('heading', { name: 'Question 1 of 4' })).toBeFocused()
      await expect(page.getByRole('radio', { name: 'HR', exact: true })).toBeChecked()
      await next(page)
      await expect(page.getByRole('radio', { name: 'Free plans only', exact: true })).toBeChecked()
      await page.getByRole('button', { name: 'Back' }).click()
      for (let i = 0; i < 4; i++) await page.getByRole('button', { name: /^(Next|Show recommendations)$/ }).click()
      await page.getByRole('button', { name: 'Start over' }).click()
      await expect(page.getByRole('radio', { name: 'Not sure yet: any category' })).toBeChecked()
    })

    story('offline, the receptionist still answers from the local copy', async ({ page, context }) => {
      await open(page)
      await context.setOffline(true)
      await answer(page, 'HR', 'Up to $99 per month', 'On-premise', ['Okta'])
      await expect(page.getByRole('list', { name: 'Recommended vendors' }).getByTestId('recommendation').first()).toHaveAttribute('aria-label', BEST)
      await expect(card(page, PARTIAL).getByTestId('caveats').getByText('Does not list Okta', { exact: true })).toBeVisible()
      await card(page, BEST).getByRole('button', { name: `Add ${BEST} to compare` }).click()
      await expect(card(page, BEST).getByRole('button', { name: `${BEST} added to compare` })).toBeVisible()
      await context.setOffline(false)
    })

    // The desktop's first story runs axe on both steps.
    smallScreen('fits the screen: a question, then the recommendations, no sideways scrolling, axe', async ({ page }) => {
      test.slow() // runs axe twice
      await open(page)
      await expect(page.getByRole('group', { name: 'What kind of software are you looking for?' }).getByRole('radio', { name: 'HR', exact: true })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Next' })).toBeVisible()
      await expectNoHorizontalScroll(page)
      await expectNoSeriousA11yIssues(page, 'first question')

      await answer(page, 'HR', 'Up to $99 per month', 'On-premise', ['Slack', 'Okta'])
      const best = card(page, BEST)
      await expect(best.getByTestId('reasons').getByText('Matches the category you chose', { exact: true })).toBeVisible()
      await expect(card(page, PARTIAL).getByTestId('caveats')).toBeVisible()
      await expect(best.getByRole('button', { name: `Add ${BEST} to compare` })).toBeVisible()
      await expect(best.getByRole('link', { name: `View ${BEST}` })).toBeVisible()
      await expectNoHorizontalScroll(page)
      await expectNoSeriousA11yIssues(page, 'recommendations')
    })
  })
}
