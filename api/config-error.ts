// The error and environment types every settings reader shares (api/config.ts, api/log/logger.ts,
// api/ops/scheduled-backups.ts), in a file of their own so the readers need not import each other.

/** A setting the server cannot start with; api/server.ts prints the message and exits. */
export class ConfigError extends Error {}

export type Env = Record<string, string | undefined>
