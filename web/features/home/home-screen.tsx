// The home page: hero with search, the three ways in, floating featured
// vendors and the verified-vendor badge; Browse by Category; Why Choose; Featured Software Vendors;
// How It Works with "Create an Evaluation Board"; and the start-page setting. Everything reads the
// local copy, so Home works offline.
import { Box } from '@chakra-ui/react'
import { CategoryGrid } from '../../components/category-grid/category-grid'
import { useScreenShown } from '../../components/screen-shown'
import { useCategories } from '../../data/catalog/catalog-hooks'
import { useCopySettled, useFirstLoadActive, useVendorCountsByCategory } from '../../data/catalog/home-hooks'
import { FeaturedVendors } from './featured-vendors'
import { Hero } from './hero'
import { HowItWorks } from './how-it-works'
import { HomeSection } from './section'
import { StartPageSetting } from './start-page-setting'
import { WhyChoose } from './why-choose'

export const HOME_CATEGORY_COUNT = 6

export function HomeScreen() {
  const firstLoad = useFirstLoadActive()
  const settled = useCopySettled()
  const all = useCategories()
  // An empty copy before its first download is "still loading", not "no categories"; a copy still
  // downloading may not hold the first six yet (tiles would swap places): placeholders until it ends.
  const categories = all === undefined || firstLoad || (all.length === 0 && !settled) ? undefined : all.slice(0, HOME_CATEGORY_COUNT)
  useScreenShown(all !== undefined)
  const counts = useVendorCountsByCategory(categories?.map((c) => c.slug))
  return (
    <Box pb="4">
      <Hero categories={all} loading={!settled} />
      <HomeSection id="browse-categories" title="Browse by Category" intro="Find vendors by what you need them for.">
        {/* Counts taken halfway through the first download would be too low: placeholders until it ends. */}
        <CategoryGrid categories={categories} counts={firstLoad ? undefined : counts} placeholders={HOME_CATEGORY_COUNT}
          linkFor={(slug) => `/marketplace?category=${encodeURIComponent(slug)}`} />
      </HomeSection>
      <WhyChoose />
      <FeaturedVendors loading={!settled} />
      <HowItWorks />
      <StartPageSetting />
    </Box>
  )
}
