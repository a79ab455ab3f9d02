import type { Knex } from 'knex';
import { ReleaseSignal } from '../../models/release-signal';

/** Key of the canary guard's advisory lock: one instance judges the canaries at a time (decision 028). */
const GUARD_LOCK = 2_026_000_007;

/** Takes the canary guard's lock for this transaction, if no other instance holds it; true when taken. */
export const tryGuardLock = async (trx: Knex.Transaction): Promise<boolean> => {
  const { rows } = (await trx.raw('select pg_try_advisory_xact_lock(?) as locked', [GUARD_LOCK])) as { rows: { locked: boolean }[] };
  return rows[0]?.locked === true;
};

export interface SignalCounts {
  area: string;
  build: string;
  minute: Date;
  loads: number;
  errors: number;
}

/** Adds counts to release_signals in one statement: a new (area, build, minute) is inserted, a known one summed. */
export const addSignalCounts = (db: Knex, counts: SignalCounts[]) =>
  ReleaseSignal.query(db)
    .insert(counts)
    .onConflict(['area', 'build', 'minute'])
    .merge({
      loads: db.raw('?? + excluded.loads', ['release_signals.loads']),
      errors: db.raw('?? + excluded.errors', ['release_signals.errors']),
    } as never);
