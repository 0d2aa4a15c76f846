// Waits until a URL answers (used by playwright.config.ts: the second shard's server starts once the
// first one, which builds the app, is up). Gives up after 4 minutes.
const url = process.argv[2]
const deadline = Date.now() + 240_000
for (;;) {
  try {
    if ((await fetch(url)).ok) process.exit(0)
  } catch {
    // not up yet
  }
  if (Date.now() > deadline) {
    console.error(`${url} did not answer within 4 minutes`)
    process.exit(1)
  }
  await new Promise((resolve) => setTimeout(resolve, 500))
}
