// Where the admin area's code lives once an admin signed in (web/pwa/admin-code-cache.ts fills it; the
// service worker, configured in vite.config.ts, answers from it): a first visit precaches only the
// visitor shell, and the build lists the files only admins need (scripts/admin-code-plugin.ts).
export const ADMIN_CODE_CACHE = 'vetted-admin-code'
/** The build's list of admin-only files (JSON array of paths), written beside index.html. */
export const ADMIN_CODE_LIST = '/admin-code.json'
