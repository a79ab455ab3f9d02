import * as v from 'valibot';

const optionalText = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((s) => (s === '' ? undefined : s)),
  ),
);
const url = (protocols: string[], what: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((s) => {
      try {
        return protocols.includes(new URL(s).protocol);
      } catch {
        return false;
      }
    }, `must be a ${what} URL`),
  );
const count = (fallback: string, min: number, what: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d+$/, `must be ${what}`),
      v.transform(Number),
      v.integer(),
      v.minValue(min, `must be ${what}`),
      v.maxValue(1_000_000, `must be ${what}`),
    ),
    fallback,
  );
const optionalUrl = (protocols: string[], what: string) =>
  v.optional(v.union([v.literal(''), url(protocols, what)], `must be a ${what} URL`));
const positiveInteger = (fallback: string) =>
  v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[1-9]\d{0,5}$/, 'must be a whole number from 1 to 999999'), v.transform(Number)),
    fallback,
  );
/** A size in bytes, from 16 KB (the default body limit) to 1 GiB. */
const byteSize = (fallback: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d{1,10}$/, 'must be a whole number of bytes'),
      v.transform(Number),
      v.minValue(16 * 1024, 'must be at least 16384 bytes'),
      v.maxValue(1024 ** 3, 'must be at most 1073741824 bytes (1 GiB)'),
    ),
    fallback,
  );
/** `N/Ts` or `N/Tm`: at most N at once, refilled evenly over T seconds or minutes (a token bucket). */
const rate = (fallback: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[1-9]\d{0,5}\/[1-9]\d{0,3}[sm]$/, 'must be N/Ts or N/Tm, e.g. 20/10s (20 at once, refilled over 10 seconds)'),
      v.transform((s) => {
        const [, limit, time, unit] = /^(\d+)\/(\d+)([sm])$/.exec(s)!;
        return { limit: Number(limit), windowMs: Number(time) * (unit === 'm' ? 60_000 : 1_000) };
      }),
    ),
    fallback,
  );
/** A share from 0 to 1, e.g. 0.05 (five points). */
const fraction = (fallback: string) =>
  v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^(0(\.\d{1,4})?|1(\.0{1,4})?)$/, 'must be a share from 0 to 1, e.g. 0.05'), v.transform(Number)),
    fallback,
  );
const flag = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.picklist(['', '0', '1', 'false', 'true'], 'must be 1 or 0'),
    v.transform((s) => s === '1' || s === 'true'),
  ),
  '',
);

/** The environment as the README's Configuration table lists it; every message is prefixed with the variable's name. */
export const envSchema = v.object({
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a port number'),
      v.transform(Number),
      v.integer(),
      v.minValue(0, 'must be a port number'),
      v.maxValue(65535, 'must be a port number'),
    ),
    '3000',
  ),
  PUBLIC_URL: optionalUrl(['http:', 'https:'], 'http(s)'),
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test'], 'must be development, production or test'), 'development'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], 'postgres://'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty')), './data'),
  SESSION_KEYS: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) =>
        s
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean),
      ),
      v.check(
        (keys) => keys.length > 0 && keys.every((k) => k.length >= 32),
        'must be comma-separated keys of at least 32 characters each',
      ),
    ),
  ),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'smtp:// or smtps://'),
  MAIL_TO_FILES: flag,
  SESSION_IDLE_MINUTES: positiveInteger('30'),
  /** Issue #27 item 5: categories that must hold a second factor; unset → `Internal` in production, none otherwise. */
  REQUIRE_MFA_FOR: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) =>
        s
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean),
      ),
      v.check(
        (list) => list.every((c) => /^[A-Za-z][\w -]{0,63}$/.test(c)),
        'must be a comma-separated list of user categories, e.g. Internal',
      ),
    ),
  ),
  /** The key that encrypts one-time-code secrets (AES-256-GCM); unset → derived from SESSION_KEYS. */
  MFA_ENCRYPTION_KEY: v.optional(v.pipe(v.string(), v.trim(), v.minLength(32, 'must be at least 32 characters'))),
  SESSION_MAX_DAYS: positiveInteger('7'),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty')), 'NextLevel <no-reply@nextlevel.local>'),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalUrl(['http:', 'https:'], 'http(s)'),
  OPENAI_MODEL: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty')), 'gpt-4o-mini'),
  AI_TIMEOUT_MS: positiveInteger('120000'),
  AI_IDLE_TIMEOUT_MS: positiveInteger('30000'),
  AI_MAX_TOKENS: positiveInteger('1024'),
  AI_GENERATIONS_PER_HOUR: positiveInteger('30'),
  AI_HEARTBEAT_MS: positiveInteger('15000'),
  REMOTES_FILE: optionalText,
  RELEASES_POLL_MS: count('1000', 50, 'a whole number of milliseconds, at least 50'),
  RELEASE_CHECK_TIMEOUT_MS: count('5000', 100, 'a whole number of milliseconds, at least 100'),
  CANARY_CHECK_MS: count('5000', 50, 'a whole number of milliseconds, at least 50'),
  CANARY_MIN_LOADS: count('50', 1, 'a whole number of loads, at least 1'),
  CANARY_MAX_ERROR_RATE_MARGIN: fraction('0.05'),
  RELEASE_SIGNALS_RATE: rate('60/1m'),
  PASSWORD_HASH_COST: v.optional(v.picklist(['owasp', 'test-low'], 'must be owasp or test-low'), 'owasp'),
  TRUSTED_PROXIES: count('0', 0, 'a number of proxy hops (0 or more)'),
  RATE_LIMIT_WINDOW_MINUTES: count('15', 1, 'a whole number of minutes, at least 1'),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: count('5', 1, 'a whole number, at least 1'),
  LOGIN_MAX_FAILURES_PER_IP: count('20', 1, 'a whole number, at least 1'),
  LOGIN_MAX_PER_ACCOUNT: count('30', 1, 'a whole number, at least 1'),
  SESSIONS_MAX_PER_USER: count('10', 1, 'a whole number, at least 1'),
  ACTIVITY_RETENTION_DAYS: count('365', 1, 'a whole number of days, at least 1'),
  RESET_MAX_BAD_TOKENS_PER_IP: count('10', 1, 'a whole number, at least 1'),
  MAIL_REQUESTS_MAX_PER_ACCOUNT: count('5', 1, 'a whole number, at least 1'),
  MAIL_REQUESTS_MAX_PER_IP: count('20', 1, 'a whole number, at least 1'),
  MAIL_MAX_PER_ADDRESS: count('10', 1, 'a whole number, at least 1'),
  UPLOAD_MAX_BYTES: byteSize(String(64 * 1024 * 1024)),
  UPLOAD_READ_TIMEOUT_MS: positiveInteger('120000'),
  ANALYTICS_FLUSH_MS: count('1000', 10, 'a whole number of milliseconds, at least 10'),
  ANALYTICS_BATCH_SIZE: count('500', 1, 'a whole number of rows, at least 1'),
  ANALYTICS_BUFFER_MAX: count('100000', 1, 'a whole number of rows, at least 1'),
  ANALYTICS_BUFFER_MAX_BYTES: byteSize(String(64 * 1024 * 1024)),
  ANALYTICS_PAGE_VIEWS_RATE: rate('20/10s'),
  ANALYTICS_EVENTS_RATE: rate('20/10s'),
  ANALYTICS_SESSIONS_RATE: rate('10/1m'),
  SNIPPET_VIEWS_RATE: rate('20/10s'),
});
