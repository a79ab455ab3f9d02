import type { Knex } from 'knex';
import type { ActivityDetails, StaffActivityKind } from '../../contract/activity';
import type { ReleaseActor } from '../../contract/releases';
import { User } from '../../models/user';
import { recordActivity } from './record';

/** The parts of a request the log takes: who is signed in, the client address and the browser. */
export interface ActivityRequest {
  ip: string;
  get(header: string): string;
  state: { user?: { id: string } | null | undefined };
}

/**
 * Records a staff action done in a request (an upload, a snippet saved, the prompt changed): the
 * signed-in user is the actor, with the request's client address and browser.
 */
export const recordStaffAction = (
  db: Knex | Knex.Transaction,
  ctx: ActivityRequest,
  kind: StaffActivityKind,
  details: ActivityDetails,
  at?: Date,
): Promise<void> =>
  recordActivity(db, { kind, actorUserId: ctx.state.user?.id ?? null, ip: ctx.ip, userAgent: ctx.get('user-agent'), details, at });

export type ReleaseActivityKind = Extract<StaffActivityKind, 'release-made' | 'release-promoted' | 'release-rolled-back'>;

/**
 * Records a release, promotion or rollback in the transaction that makes it. A person is found by
 * the e-mail the release names; a pipeline, the CLI or the bff itself are named in the details.
 */
export const recordReleaseActivity = async (
  trx: Knex | Knex.Transaction,
  kind: ReleaseActivityKind,
  actor: ReleaseActor,
  details: ActivityDetails,
  at?: Date,
): Promise<void> => {
  const person =
    actor.kind === 'user' ? await User.query(trx).select('id').whereRaw('lower(email) = lower(?)', [actor.name]).first() : undefined;
  await recordActivity(trx, { kind, actorUserId: person?.id ?? null, details: { ...details, by: `${actor.kind}: ${actor.name}` }, at });
};
