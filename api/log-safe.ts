// Values that reach the server log from outside (names, addresses, URLs, error messages) lose their
// control characters first: a first name holding a newline could otherwise start a line of its own
// and pass for a log entry the server never wrote (ASVS 5.0 V16.4.1).
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g

export const logSafe = (value: unknown): string => String(value).replace(CONTROL, '')

/** An error for the log: its message made safe, its stack (the server's own text) kept on its lines. */
export function errorForLog(err: unknown): string {
  if (!(err instanceof Error)) return logSafe(err)
  const head = `${err.name}: ${err.message}`
  const stack = err.stack ?? head
  return stack.startsWith(head) ? `${logSafe(head)}${stack.slice(head.length)}` : `${logSafe(head)}\n${stack}`
}
