import type { Knex } from 'knex';
import type { ActivityDetails, ActivityKind } from '../../contract/activity';
import { ActivityEvent } from '../../models/activity-event';
import { summariseUserAgent } from './user-agent';

/** What one event records (issue #27 item 7, decision 029). */
export interface ActivityInput {
  kind: ActivityKind;
  /** Who did it: the signed-in user, or undefined/null when unknown (a failed sign-in, a pipeline's release). */
  actorUserId: string | null | undefined;
  /** The account the event concerns when it is not the actor's own (a failed sign-in's target); defaults to the actor. */
  subjectUserId?: string | null | undefined;
  /** The client address (ctx.ip, which follows TRUSTED_PROXIES). */
  ip?: string | null | undefined;
  /** The raw User-Agent header; only its summary ("Firefox 128 on Linux") is stored. */
  userAgent?: string | null | undefined;
  /** Names, ids, counts and reasons: never a password, token, code or secret. */
  details?: ActivityDetails | undefined;
  /** When it happened; defaults to now. Pass `deps.clock.now()` where a clock is at hand. */
  at?: Date | undefined;
}

/** Longest text kept of one detail value, and most details an event keeps. */
const DETAIL_TEXT_MAX = 200;
const DETAILS_MAX = 20;
const IP_MAX = 64;

const trimDetails = (details: ActivityDetails = {}): ActivityDetails =>
  Object.fromEntries(
    Object.entries(details)
      .filter(([, value]) => value !== undefined)
      .slice(0, DETAILS_MAX)
      .map(([key, value]) => [key.slice(0, 64), typeof value === 'string' ? value.slice(0, DETAIL_TEXT_MAX) : value]),
  );

/**
 * Appends one event to the activity log. Pass the transaction of the change it records when there
 * is one, so the event is kept exactly when the change is. This and the retention pruner are the
 * only writers of activity_events; nothing updates a row.
 */
export const recordActivity = async (db: Knex | Knex.Transaction, input: ActivityInput): Promise<void> => {
  await ActivityEvent.query(db).insert({
    kind: input.kind,
    at: input.at ?? new Date(),
    user_id: input.subjectUserId ?? input.actorUserId ?? null,
    actor_user_id: input.actorUserId ?? null,
    ip: input.ip ? input.ip.slice(0, IP_MAX) : null,
    browser: summariseUserAgent(input.userAgent ?? undefined),
    details: trimDetails(input.details),
  });
};
