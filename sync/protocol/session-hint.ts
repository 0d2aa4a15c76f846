// The "signed in" hint: a cookie the server sets beside the session cookie (at sign-in, at a password
// change and when GET /api/auth/me confirms the session) and clears at logout and when /api/auth/me
// finds no session. It holds no secret (the value is only "1") and is readable by the page, which
// asks GET /api/auth/me only when it is present (or when the device remembers who was signed in):
// a visitor with no session is never asked, so their first load makes no failing request.
export const SIGNED_IN_HINT_COOKIE = 'vetted_signed_in'
