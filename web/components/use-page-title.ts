// Sets the document title for a screen ("<title> | Vetted Marketplace") and restores the default title
// when the screen unmounts, so a stale title never outlives its page.
import { useEffect } from 'react'

export const DEFAULT_TITLE = 'Vetted — Technology Marketplace'
export const TITLE_SUFFIX = ' | Vetted Marketplace'

export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title}${TITLE_SUFFIX}` : DEFAULT_TITLE
    return () => {
      document.title = DEFAULT_TITLE
    }
  }, [title])
}
