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

/** Work a change runs in its own transaction once it is made: so its activity event is kept exactly when the change is. */
export type AlsoInTransaction<T> = (trx: Knex.Transaction, result: T) => Promise<void>;

/**
 * A staff action done in a request (an upload, a snippet saved, the prompt changed), as the work
 * its change's transaction ends with: the signed-in user is the actor, with the request's client
 * address and browser.
 */
export const staffAction =
  <T>(ctx: ActivityRequest, kind: StaffActivityKind, details: (result: T) => ActivityDetails, at?: Date): AlsoInTransaction<T> =>
  (trx, result) =>
    recordActivity(trx, {
      kind,
      actorUserId: ctx.state.user?.id ?? null,
      ip: ctx.ip,
      userAgent: ctx.get('user-agent'),
      details: details(result),
      at,
    });

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
