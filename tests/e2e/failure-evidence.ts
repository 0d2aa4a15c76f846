// Names of what a failed test leaves as evidence, shared by the fixtures that attach it and the
// reporter that prints and keeps it.

/** The page's console errors and warnings and its uncaught errors, one per line with the second it came. */
export const BROWSER_CONSOLE = 'browser-console.txt'
