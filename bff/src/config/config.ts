import path from 'node:path';
import * as v from 'valibot';
import { isLoopbackHostname } from '../contract/loopback';
import type { PasswordHashCost } from '../services/passwords';
import { envSchema } from './schema';
import { sessionKeysFor } from './session-keys';

/** Validated configuration of one bff process. */
export interface Config {
  port: number;
  publicUrl: string;
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  databaseUrl: string | undefined;
  dataDir: string;
  sessionKeys: string[];
  smtpUrl: string | undefined;
  /** Mails go to DATA_DIR/outbox although this is production (asked for with MAIL_TO_FILES). */
  mailToFiles: boolean;
  /** Login sessions end after this long without a request, and at the latest this long after sign-in. */
  sessionLifetime: { idleMs: number; absoluteMs: number };
  /** A user's live login sessions; a sign-in past it ends the oldest (issue #23 item 4). */
  sessionsMaxPerUser: number;
  /** Two-step verification (issue #27, docs/decisions/031). */
  mfa: {
    /** Categories whose users must hold a second factor before they reach anything else. */
    requiredFor: string[];
    /** Keys that encrypt TOTP secrets, newest first: MFA_ENCRYPTION_KEY, else the session keys. */
    encryptionKeys: string[];
  };
  /** The activity log keeps an event this long, then its pruner deletes it (issue #27 item 7, decision 029). */
  activityRetentionMs: number;
  mailFrom: string;
  /** The AI explanations (issue #12): any OpenAI-compatible server; configured with a key or a base URL. */
  openai: {
    apiKey: string | undefined;
    baseUrl: string | undefined;
    model: string;
    /** The whole answer, streamed or not. */
    timeoutMs: number;
    /** The longest silence between streamed chunks. */
    idleTimeoutMs: number;
    maxTokens: number;
    generationsPerHour: number;
    /** How often a streamed answer sends a `: ping` comment while it is open. */
    heartbeatMs: number;
  };
  remotesFile: string | undefined;
  /** Releases (issue #26, docs/decisions/026): how often each instance polls the change counter, and how long one check's request may take. */
  releases: {
    pollMs: number;
    checkTimeoutMs: number;
    /** The canary guard (decision 028): how often one instance judges the canaries, after how many loads, by what margin of error rate. */
    canaryCheckMs: number;
    canaryMinLoads: number;
    canaryMaxErrorRateMargin: number;
    /** What one client address may send to POST /api/releases/signals, per process. */
    signalsRate: MemberRate;
  };
  /** The argon2id cost of new password hashes: `owasp` (m=19 MiB, t=2, p=1); `test-low` only when NODE_ENV=test. */
  passwordHashCost: PasswordHashCost;
  /** How many reverse proxies append to X-Forwarded-For; 0 = the socket address is the client. */
  trustedProxies: number;
  /** The throttles of the account actions (services/auth/rate-limits.ts). */
  rateLimits: {
    windowMs: number;
    perAccount: number;
    perIp: number;
    mailsPerAddress: number;
    loginFailuresPerAccount: number;
    loginFailuresPerIp: number;
    loginPerAccount: number;
    resetTokenFailuresPerIp: number;
  };
  /** The largest JSON body POST /api/internal/upload-data reads (after its role check), in bytes. */
  uploadMaxBytes: number;
  /** How long that body may take to arrive; then 408 and the connection is closed. */
  uploadReadTimeoutMs: number;
  /**
   * Page views and events are buffered in the process and written in batches (issue #13):
   * every `flushMs`, or at once when `batchSize` rows wait, `batchSize` rows a statement. At most
   * `bufferMax` rows and `bufferMaxBytes` (estimated) are held while the database is away; past
   * either the oldest are dropped (and logged).
   */
  analyticsIngest: { flushMs: number; batchSize: number; bufferMax: number; bufferMaxBytes: number };
  /** What one Member may send, per process (docs/decisions/017): `limit` at once, refilled evenly over `windowMs`. */
  memberRates: Record<MemberRateAction, MemberRate>;
}

export interface MemberRate {
  limit: number;
  windowMs: number;
}
/** The Member writes with a flood limit; visit starts and ends each have a bucket of ANALYTICS_SESSIONS_RATE. */
export type MemberRateAction = 'pageViews' | 'events' | 'visitStarts' | 'visitEnds' | 'snippetViews';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const blankToUndefined = (s: string | undefined) => (s ? s : undefined);

/** Reads and validates the environment; a bad value throws a ConfigError naming the variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config => {
  const known = Object.fromEntries(Object.keys(envSchema.entries).flatMap((k) => (env[k] === undefined ? [] : [[k, env[k]]])));
  const result = v.safeParse(envSchema, known);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? 'environment'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration — ${problems.join('; ')}`);
  }
  const e = result.output;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  if (isProduction && !e.SESSION_KEYS) throw new ConfigError('Invalid configuration — SESSION_KEYS: required in production');
  // Issue #9 item 8: production must not quietly keep mails (and their live links) in files.
  if (isProduction && !e.SMTP_URL && !e.MAIL_TO_FILES) {
    throw new ConfigError(
      'Invalid configuration — SMTP_URL: required in production (or set MAIL_TO_FILES=1 to write mails to DATA_DIR/outbox)',
    );
  }
  // A cheap hash is for the test suite's thousands of sign-ins; anywhere else it would weaken every stored password.
  if (e.PASSWORD_HASH_COST !== 'owasp' && e.NODE_ENV !== 'test') {
    throw new ConfigError(`Invalid configuration — PASSWORD_HASH_COST: ${e.PASSWORD_HASH_COST} is only allowed with NODE_ENV=test`);
  }
  const publicUrl = (blankToUndefined(e.PUBLIC_URL) ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  // Issue #23 item 10: development makes demo accounts, prints their passwords and logs reset links;
  // a site others can reach must not run that way. Refused before anything is written to DATA_DIR.
  if (e.NODE_ENV === 'development' && !isLoopbackHostname(new URL(publicUrl).hostname)) {
    throw new ConfigError(
      `Invalid configuration — PUBLIC_URL: ${publicUrl} is not this machine, but NODE_ENV is development (demo accounts with printed passwords, reset links in the log). ` +
        'On a server set NODE_ENV=production, with SESSION_KEYS and SMTP_URL (or MAIL_TO_FILES=1); for a local run leave PUBLIC_URL unset or on localhost',
    );
  }
  const sessionKeys = e.SESSION_KEYS ?? sessionKeysFor(dataDir);
  return {
    port: e.PORT,
    publicUrl,
    env: e.NODE_ENV,
    isProduction,
    databaseUrl: blankToUndefined(e.DATABASE_URL),
    dataDir,
    sessionKeys,
    smtpUrl: blankToUndefined(e.SMTP_URL),
    mailToFiles: e.MAIL_TO_FILES,
    sessionLifetime: { idleMs: e.SESSION_IDLE_MINUTES * 60_000, absoluteMs: e.SESSION_MAX_DAYS * 86_400_000 },
    sessionsMaxPerUser: e.SESSIONS_MAX_PER_USER,
    mfa: {
      // Production staff must hold a second factor; development, test and demo accounts work without one.
      requiredFor: e.REQUIRE_MFA_FOR ?? (isProduction ? ['Internal'] : []),
      // The session keys stay listed after MFA_ENCRYPTION_KEY, so secrets written before it was set still open.
      encryptionKeys: [...(e.MFA_ENCRYPTION_KEY ? [e.MFA_ENCRYPTION_KEY] : []), ...sessionKeys],
    },
    activityRetentionMs: e.ACTIVITY_RETENTION_DAYS * 86_400_000,
    mailFrom: e.MAIL_FROM,
    openai: {
      apiKey: e.OPENAI_API_KEY,
      baseUrl: blankToUndefined(e.OPENAI_BASE_URL),
      model: e.OPENAI_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
      idleTimeoutMs: e.AI_IDLE_TIMEOUT_MS,
      maxTokens: e.AI_MAX_TOKENS,
      generationsPerHour: e.AI_GENERATIONS_PER_HOUR,
      heartbeatMs: e.AI_HEARTBEAT_MS,
    },
    remotesFile: e.REMOTES_FILE ? path.resolve(cwd, e.REMOTES_FILE) : undefined,
    releases: {
      pollMs: e.RELEASES_POLL_MS,
      checkTimeoutMs: e.RELEASE_CHECK_TIMEOUT_MS,
      canaryCheckMs: e.CANARY_CHECK_MS,
      canaryMinLoads: e.CANARY_MIN_LOADS,
      canaryMaxErrorRateMargin: e.CANARY_MAX_ERROR_RATE_MARGIN,
      signalsRate: e.RELEASE_SIGNALS_RATE,
    },
    passwordHashCost: e.PASSWORD_HASH_COST,
    trustedProxies: e.TRUSTED_PROXIES,
    rateLimits: {
      windowMs: e.RATE_LIMIT_WINDOW_MINUTES * 60_000,
      perAccount: e.MAIL_REQUESTS_MAX_PER_ACCOUNT,
      perIp: e.MAIL_REQUESTS_MAX_PER_IP,
      mailsPerAddress: e.MAIL_MAX_PER_ADDRESS,
      loginFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      loginFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      loginPerAccount: e.LOGIN_MAX_PER_ACCOUNT,
      resetTokenFailuresPerIp: e.RESET_MAX_BAD_TOKENS_PER_IP,
    },
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    uploadReadTimeoutMs: e.UPLOAD_READ_TIMEOUT_MS,
    analyticsIngest: {
      flushMs: e.ANALYTICS_FLUSH_MS,
      batchSize: e.ANALYTICS_BATCH_SIZE,
      bufferMax: e.ANALYTICS_BUFFER_MAX,
      bufferMaxBytes: e.ANALYTICS_BUFFER_MAX_BYTES,
    },
    memberRates: {
      pageViews: e.ANALYTICS_PAGE_VIEWS_RATE,
      events: e.ANALYTICS_EVENTS_RATE,
      visitStarts: e.ANALYTICS_SESSIONS_RATE,
      visitEnds: e.ANALYTICS_SESSIONS_RATE,
      snippetViews: e.SNIPPET_VIEWS_RATE,
    },
  };
};
