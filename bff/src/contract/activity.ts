import * as v from 'valibot';
import { EMAIL_MAX } from './constants';
import { responseSchema } from './response-schema';

/**
 * The activity log (issue #27 items 7–9, docs/decisions/029-activity-log.md): an append-only list
 * of security events and staff actions. Each event belongs to one account (`user`): the account it
 * concerns, else the staff user who acted. A Member reads their own; staff read everyone's.
 */

/** Security events: they concern one account, and its owner sees them in settings. */
export const SECURITY_ACTIVITY_KINDS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'password-changed',
  'email-changed',
  'reset-requested',
  'reset-completed',
  'factor-added',
  'factor-removed',
  'recovery-codes-regenerated',
] as const;

/** Staff actions: what an Internal user did to the product's data or its releases. */
export const STAFF_ACTIVITY_KINDS = [
  'upload',
  'snippet-created',
  'snippet-edited',
  'prompt-changed',
  'release-made',
  'release-promoted',
  'release-rolled-back',
] as const;

export const ACTIVITY_KINDS = [...SECURITY_ACTIVITY_KINDS, ...STAFF_ACTIVITY_KINDS] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export type StaffActivityKind = (typeof STAFF_ACTIVITY_KINDS)[number];

export const isStaffActivityKind = (kind: ActivityKind): kind is StaffActivityKind =>
  (STAFF_ACTIVITY_KINDS as readonly string[]).includes(kind);

/** How each kind reads in a list ("Signed in", "Snippet edited"). */
export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'sign-out': 'Signed out',
  'password-changed': 'Password changed',
  'email-changed': 'E-mail address changed',
  'reset-requested': 'Password reset requested',
  'reset-completed': 'Password reset completed',
  'factor-added': 'Sign-in factor added',
  'factor-removed': 'Sign-in factor removed',
  'recovery-codes-regenerated': 'New recovery codes made',
  upload: 'Data uploaded',
  'snippet-created': 'Snippet created',
  'snippet-edited': 'Snippet edited',
  'prompt-changed': 'Default prompt changed',
  'release-made': 'Release made',
  'release-promoted': 'Canary promoted',
  'release-rolled-back': 'Release rolled back',
};

/**
 * What an event may carry beside its kind: names, ids, counts and reasons, never a token, a
 * password, a code or a mail's text. Flat, so every value shows as it is.
 */
export type ActivityDetailValue = string | number | boolean | null;
export type ActivityDetails = Record<string, ActivityDetailValue>;

/** Events one page holds when not told, and at most. */
export const ACTIVITY_PAGE_DEFAULT = 25;
export const ACTIVITY_PAGE_MAX = 100;
/** Events the dashboards show. */
export const ACTIVITY_DASHBOARD_COUNT = 5;

/** Why an activity query is refused (kept out of the pages' catalogue, like releaseMessages). */
export const activityMessages = {
  kindInvalid: `kind must be one of ${ACTIVITY_KINDS.join(', ')}`,
  userInvalid: 'user must be an e-mail address or a user id',
  fromInvalid: 'from must be a date, YYYY-MM-DD',
  toInvalid: 'to must be a date, YYYY-MM-DD',
  rangeInvalid: 'from must be on or before to',
  cursorInvalid: 'cursor must be the nextCursor of an earlier page',
  limitInvalid: `limit must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}`,
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day that exists (2026-02-30 does not). */
const isDay = (value: string) => DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const day = (message: string) => v.optional(v.pipe(v.string(message), v.maxLength(10, message), v.check(isDay, message)));

const page = {
  cursor: v.optional(v.pipe(v.string(activityMessages.cursorInvalid), v.regex(/^\d{1,18}$/, activityMessages.cursorInvalid))),
  limit: v.optional(
    v.pipe(
      v.string(activityMessages.limitInvalid),
      v.regex(/^\d{1,3}$/, activityMessages.limitInvalid),
      v.transform(Number),
      v.minValue(1, activityMessages.limitInvalid),
      v.maxValue(ACTIVITY_PAGE_MAX, activityMessages.limitInvalid),
    ),
  ),
};

/** GET /api/members/activity: the signed-in user's own events, newest first, paged by `cursor`. */
export const memberActivityQuerySchema = v.object(page);
export type MemberActivityQuery = v.InferOutput<typeof memberActivityQuerySchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /api/internal/activity: everyone's events, newest first, filtered by `user` (an e-mail
 * address or a user id), `kind`, and `from`/`to` (days, UTC, both included), paged by `cursor`.
 */
export const internalActivityQuerySchema = v.pipe(
  v.object({
    user: v.optional(
      v.pipe(
        v.string(activityMessages.userInvalid),
        v.trim(),
        v.maxLength(EMAIL_MAX, activityMessages.userInvalid),
        v.check((value) => value === '' || UUID.test(value) || /^[^\s@]+@[^\s@]+$/.test(value), activityMessages.userInvalid),
      ),
    ),
    kind: v.optional(v.union([v.literal(''), v.picklist(ACTIVITY_KINDS)], activityMessages.kindInvalid)),
    from: day(activityMessages.fromInvalid),
    to: day(activityMessages.toInvalid),
    ...page,
  }),
  v.check((query) => !query.from || !query.to || query.from <= query.to, activityMessages.rangeInvalid),
);
export type InternalActivityQuery = v.InferOutput<typeof internalActivityQuerySchema>;

const personSchema = responseSchema((v) => v.object({ id: v.string(), email: v.string() }));

/**
 * One event. `user` is the account it belongs to, `actor` who did it when known (a failed
 * sign-in has none); `browser` is a summary of the user agent ("Firefox 128 on Linux").
 */
export const activityEventSchema = responseSchema((v) =>
  v.object({
    id: v.string(),
    kind: v.picklist(ACTIVITY_KINDS),
    at: v.string(),
    user: v.nullable(personSchema),
    actor: v.nullable(personSchema),
    ip: v.nullable(v.string()),
    browser: v.nullable(v.string()),
    details: v.record(v.string(), v.nullable(v.union([v.string(), v.number(), v.boolean()]))),
  }),
);
export type ActivityEvent = v.InferOutput<typeof activityEventSchema>;

/** A page of events; `nextCursor` asks for the next (older) page, null on the last. */
export const activityPageSchema = responseSchema((v) =>
  v.object({ events: v.array(activityEventSchema), nextCursor: v.nullable(v.string()) }),
);
export type ActivityPage = v.InferOutput<typeof activityPageSchema>;

/** A sign-in as the member dashboard's Last Login shows it. */
export const signInSummarySchema = responseSchema((v) =>
  v.object({ at: v.string(), ip: v.nullable(v.string()), browser: v.nullable(v.string()) }),
);

/**
 * GET /api/members/dashboard: the previous sign-in (null on the first) and the user's latest events.
 */
export const memberDashboardSchema = responseSchema((v) =>
  v.object({ lastSignIn: v.nullable(signInSummarySchema), recentActivity: v.array(activityEventSchema) }),
);
export type MemberDashboard = v.InferOutput<typeof memberDashboardSchema>;

/** GET /api/internal/dashboard: how many accounts there are and the latest staff actions. */
export const internalDashboardSchema = responseSchema((v) =>
  v.object({ totalUsers: v.number(), recentActivity: v.array(activityEventSchema) }),
);
export type InternalDashboard = v.InferOutput<typeof internalDashboardSchema>;

const plural = (n: number, one: string) => `${n.toLocaleString('en')} ${one}${n === 1 ? '' : 's'}`;
const num = (value: ActivityDetailValue | undefined) => (typeof value === 'number' ? value : 0);
const text = (value: ActivityDetailValue | undefined) => (typeof value === 'string' ? value : '');

const failedReasons: Record<string, string> = {
  'wrong-password': 'wrong password',
  'unknown-email': 'no account with that address',
  unverified: 'address not verified yet',
  'wrong-code': 'wrong one-time code',
  'reused-code': 'one-time code already used',
  'unknown-passkey': 'unknown passkey',
  'bad-passkey': 'passkey not verified',
};

/** What an event's details say, in a few words ("authors: 3 records, 1 added, 2 changed"); '' when nothing. */
export const activityDetailText = ({ kind, details }: Pick<ActivityEvent, 'kind' | 'details'>): string => {
  switch (kind) {
    case 'sign-in-failed':
      return failedReasons[text(details.reason)] ?? text(details.reason);
    case 'sign-in':
      return details.via === 'verification-link' ? 'from the verification link' : text(details.method);
    case 'email-changed':
      if (details.stage === 'confirmed') return 'new address confirmed';
      return details.stage === 'cancelled' ? 'pending change cancelled' : 'confirmation link sent to the new address';
    case 'factor-added':
    case 'factor-removed':
      return [text(details.factor), text(details.name)].filter(Boolean).join(': ');
    case 'upload':
      return `${text(details.table)}: ${plural(num(details.records), 'record')}, ${num(details.added).toLocaleString('en')} added, ${num(details.changed).toLocaleString('en')} changed`;
    case 'snippet-created':
    case 'snippet-edited':
      return text(details.snippet) ? `snippet ${text(details.snippet)}` : '';
    case 'prompt-changed':
      return plural(num(details.length), 'character');
    case 'release-made':
    case 'release-promoted':
    case 'release-rolled-back':
      return [text(details.area), typeof details.canary === 'number' ? `canary to ${details.canary}%` : ''].filter(Boolean).join(', ');
    default:
      return '';
  }
};
