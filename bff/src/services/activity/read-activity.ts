import type { Knex } from 'knex';
import {
  ACTIVITY_DASHBOARD_COUNT,
  ACTIVITY_PAGE_DEFAULT,
  STAFF_ACTIVITY_KINDS,
  type ActivityEvent as ActivityEventJson,
  type ActivityPage,
  type InternalActivityQuery,
  type InternalDashboard,
  type MemberActivityQuery,
  type MemberDashboard,
} from '../../contract/activity';
import { ActivityEvent } from '../../models/activity-event';
import { User } from '../../models/user';

type Row = ActivityEvent & { user_email: string | null; actor_email: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 86_400_000;

const eventJson = (row: Row): ActivityEventJson => ({
  id: String(row.id),
  kind: row.kind,
  at: new Date(row.at).toISOString(),
  user: row.user_id && row.user_email ? { id: row.user_id, email: row.user_email } : null,
  actor: row.actor_user_id && row.actor_email ? { id: row.actor_user_id, email: row.actor_email } : null,
  ip: row.ip,
  browser: row.browser,
  details: row.details ?? {},
});

/** Newest first (`id` follows the order of writing), with the e-mail of the event's account and actor. */
const events = (db: Knex) =>
  ActivityEvent.query(db)
    .leftJoinRelated('[user, actor]')
    .select('activity_events.*', 'user.email as user_email', 'actor.email as actor_email')
    .orderBy('activity_events.id', 'desc');

type EventQuery = ReturnType<typeof events>;

/** One page: `limit` events older than `cursor`, and the cursor of the next page when there is one. */
const page = async (query: EventQuery, cursor: string | undefined, limit = ACTIVITY_PAGE_DEFAULT): Promise<ActivityPage> => {
  if (cursor) void query.where('activity_events.id', '<', cursor);
  const rows = (await query.limit(limit + 1)) as Row[];
  const shown = rows.slice(0, limit);
  return { events: shown.map(eventJson), nextCursor: rows.length > limit ? String(shown.at(-1)!.id) : null };
};

/**
 * The reads of the activity log (issue #27 items 8 and 9): a user's own events, everyone's for
 * staff filtered where the rows are (by account, kind and days; the indexes of the migration), and
 * what the two dashboards show.
 */
export const createActivityReader = ({ db }: { db: Knex }) => ({
  /** GET /api/members/activity: the signed-in user's own events. */
  own: (userId: string, query: MemberActivityQuery): Promise<ActivityPage> =>
    page(events(db).where('activity_events.user_id', userId), query.cursor, query.limit),

  /** GET /api/internal/activity: everyone's, filtered. An address no account has finds nothing. */
  everyone: (query: InternalActivityQuery): Promise<ActivityPage> => {
    const q = events(db);
    const user = query.user?.trim();
    if (user) {
      if (UUID.test(user)) void q.where('activity_events.user_id', user.toLowerCase());
      else void q.whereIn('activity_events.user_id', User.query(db).select('id').whereRaw('lower(email) = lower(?)', [user]));
    }
    if (query.kind) void q.where('activity_events.kind', query.kind);
    if (query.from) void q.where('activity_events.at', '>=', new Date(`${query.from}T00:00:00Z`));
    if (query.to) void q.where('activity_events.at', '<', new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS));
    return page(q, query.cursor, query.limit);
  },

  /** The member dashboard: the sign-in before the latest (the latest is the one in use), and the latest events. */
  memberDashboard: async (userId: string): Promise<MemberDashboard> => {
    const [signIns, recent] = await Promise.all([
      ActivityEvent.query(db).where({ user_id: userId, kind: 'sign-in' }).orderBy('id', 'desc').offset(1).limit(1),
      events(db).where('activity_events.user_id', userId).limit(ACTIVITY_DASHBOARD_COUNT),
    ]);
    const previous = signIns[0];
    return {
      lastSignIn: previous ? { at: new Date(previous.at).toISOString(), ip: previous.ip, browser: previous.browser } : null,
      recentActivity: (recent as Row[]).map(eventJson),
    };
  },

  /** The staff dashboard: how many verified accounts there are, and the latest staff actions. */
  internalDashboard: async (): Promise<InternalDashboard> => {
    const [count, recent] = await Promise.all([
      User.query(db).where({ email_verified: true }).resultSize(),
      events(db).whereIn('activity_events.kind', STAFF_ACTIVITY_KINDS).limit(ACTIVITY_DASHBOARD_COUNT),
    ]);
    return { totalUsers: count, recentActivity: (recent as Row[]).map(eventJson) };
  },
});

export type ActivityReader = ReturnType<typeof createActivityReader>;
