// Runs from <head> with the colour-mode script (vite.config.ts: /boot.js), before the app's code has
// arrived: on a first visit, asks where the catalogue snapshot is and starts downloading it, so the
// download shares the link with the app's code instead of waiting for it (two round trips and the
// whole entry script: seconds on a slow link). The app takes the download over
// (web/sync/first-download/first-page.ts, prefetchFirstPage). A browser that holds the local copy has the
// `vetted-copy` mark in local storage and downloads nothing here. Plain ES5 (no build step): keep the
// mark, the header and the protocol version in step with web/sync/first-download/first-page.ts and
// sync/protocol/protocol-version.ts (web/sync/pull/first-page.test.ts checks them).
;(function () {
  try {
    if (localStorage.getItem('vetted-copy') === '1') return
  } catch (e) {
    return // storage blocked: the app decides later (prefetchFirstPage)
  }
  if (typeof fetch !== 'function' || typeof Promise !== 'function') return
  var timeout = function (ms) {
    return typeof AbortSignal !== 'undefined' && typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(ms) : undefined
  }
  var ask = function (url, accept, ms) {
    return fetch(url, { credentials: 'include', headers: { Accept: accept, 'X-Vetted-Protocol': '3' }, signal: timeout(ms) })
  }
  var started = ask('/api/sync/snapshot', 'application/json', 30000)
    .then(function (res) {
      return res.ok ? res.json() : null
    })
    .then(function (pointer) {
      if (!pointer || !pointer.url) return { pointer: null, file: null }
      return ask(pointer.url, 'application/x-ndjson', 120000).then(function (file) {
        return { pointer: pointer, file: file }
      })
    })
  started.catch(function () {}) // the app asks again
  window.__vettedSnapshotPrefetch = started
})()
