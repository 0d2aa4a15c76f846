// Which built files have compressed copies beside them: the build writes them
// (scripts/precompress-plugin.ts) and the server sends them (precompressed.ts). Here, in the server's
// code, because a production install (`npm ci --omit=dev`) holds no build scripts.

/** What gains from compression; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/
