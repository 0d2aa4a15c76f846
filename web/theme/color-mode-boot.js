// Runs before the first paint as a classic, render-blocking script (the CSP forbids inline scripts), so
// the page never flashes the wrong colour mode. Keep in step with web/theme/color-mode.ts.
;(function () {
  var stored = null
  try {
    stored = localStorage.getItem('vetted-color-mode')
  } catch (e) {
    // Storage can be blocked (privacy settings): fall back to the system preference.
  }
  var dark = stored === 'dark' || (stored !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches)
  var root = document.documentElement
  root.classList.remove(dark ? 'light' : 'dark')
  root.classList.add(dark ? 'dark' : 'light')
  root.style.colorScheme = dark ? 'dark' : 'light'
})()
