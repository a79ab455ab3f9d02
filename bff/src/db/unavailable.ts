// pg's network errors, and the SQLSTATEs PostgreSQL sends while it is away or going away.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '53300', // too_many_connections
  '57014', // query_canceled: our statement_timeout (knex.ts) fired
]);
// Errors that carry no code: pg's, knex's pool and PGlite's own words for the same situations.
const MESSAGES =
  /Connection terminated|Client has encountered a connection error|Query read timeout|timeout exceeded when trying to connect|Timeout acquiring a connection|PGlite is closed/i;

const matches = (e: { code?: unknown; name?: unknown; message?: unknown }): boolean =>
  (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || SQLSTATES.has(e.code) || /^08/.test(e.code))) ||
  e.name === 'KnexTimeoutError' ||
  (typeof e.message === 'string' && MESSAGES.test(e.message));

/**
 * Whether an error says the database cannot be reached (or cannot answer in time) rather than
 * that the request or our code is wrong: the first is a 503 worth retrying, the second a 500.
 * Looks through objection's `nativeError` and `cause` wrappers.
 */
export const isDatabaseUnavailable = (err: unknown): boolean => {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e !== null && typeof e === 'object'; depth += 1) {
    if (matches(e)) return true;
    const wrapped = e as { nativeError?: unknown; cause?: unknown };
    e = wrapped.nativeError ?? wrapped.cause;
  }
  return false;
};
