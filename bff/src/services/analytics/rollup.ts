import type { Knex } from 'knex';
import type { Clock } from '../../app-deps';
import { AnalyticsRollupState } from '../../models/analytics-rollup-state';
import { ROLLUP_STATE } from './sql/fragments';
import { cacheRangeUniques, dropRangeUniquesBefore, emptyRollups, lockRollupState, rollUpBetween, rollUpVisits } from './sql/rollup';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Rows newer than this are left to the raw reads: ingestion buffers writes for a second or two and
 * stamps them when they were answered, so a row can land a little after its timestamp. A row landing
 * later than this behind its timestamp would be missed by the rollups (decision 012). Short, because
 * every read scans the raw rows since the watermark: at 5,000 page views/s, 15 s + a tick is ~85,000.
 */
export const ROLLUP_LAG_MS = 15 * 1000;
/** One step rolls up at most a day of rows, so each statement stays far under the statement timeout. */
export const ROLLUP_STEP_MS = DAY_MS;
/**
 * Visits are rolled up by the day they started once that day is a full day behind the watermark;
 * a visit still active later than that keeps the duration it had then (decision 012).
 */
export const VISIT_SETTLE_DAYS = 1;
/** The previous periods the statistics offer, cached as soon as their days are rolled up. */
const PREVIOUS_RANGES = [7, 30, 90];

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));

export interface RollupDeps {
  db: Knex;
  clock: Clock;
}

export interface RollupStep {
  /** Whether the watermark moved. */
  moved: boolean;
  /** Whether it reached the lag before now (a clock that keeps moving would otherwise never let a catch-up end). */
  caughtUp: boolean;
  watermark: Date;
}

/** Moves the rollups' watermark forward (decision 012): incremental, one transaction per step. */
export const createAnalyticsRollup = ({ db, clock }: RollupDeps) => {
  /** One step: the rows between the watermark and min(now − lag, watermark + a day). */
  const step = async (): Promise<RollupStep> =>
    db.transaction(async (trx) => {
      const state = await lockRollupState(trx);
      if (!state) throw new Error('analytics_rollup_state has no row; run the migrations');
      const from = state.watermark;
      const target = clock.now().getTime() - ROLLUP_LAG_MS;
      const to = new Date(Math.min(target, from.getTime() + ROLLUP_STEP_MS));
      if (to <= from) return { moved: false, caughtUp: true, watermark: from };
      await rollUpBetween(trx, from, to);
      const visitsDay = state.sessions_day;
      const settled = addDays(isoDay(to), -VISIT_SETTLE_DAYS);
      const visitsTo = settled > visitsDay ? settled : visitsDay;
      if (visitsTo > visitsDay) await rollUpVisits(trx, visitsDay, visitsTo);
      await AnalyticsRollupState.query(trx).findById(ROLLUP_STATE).patch({ watermark: to, sessions_day: visitsTo });
      return { moved: true, caughtUp: to.getTime() === target, watermark: to };
    });

  /** Caches the previous periods' unique users whose days are all rolled up; drops old ones. */
  const cachePreviousRanges = async (watermark: Date) => {
    const today = isoDay(clock.now());
    for (const days of PREVIOUS_RANGES) {
      const lastDay = addDays(today, -days);
      if (Date.parse(`${addDays(lastDay, 1)}T00:00:00Z`) <= watermark.getTime())
        await cacheRangeUniques(db, addDays(lastDay, 1 - days), lastDay);
    }
    await dropRangeUniquesBefore(db, addDays(today, -2 * Math.max(...PREVIOUS_RANGES)));
  };

  /** Steps until the watermark is within the lag of now; resolves to how many steps moved it. */
  const catchUp = async (maxSteps = Infinity): Promise<number> => {
    let steps = 0;
    let last: RollupStep | undefined;
    while (steps < maxSteps) {
      const result = await step();
      last = result;
      if (result.moved) steps += 1;
      if (result.caughtUp) break;
    }
    if (last) await cachePreviousRanges(last.watermark);
    return steps;
  };

  /** Empties the rollups and starts again from the first recorded day (the bench's seeding uses it). */
  const rebuild = async (): Promise<void> => {
    await db.transaction((trx) => emptyRollups(trx, clock.now()));
  };

  return { step, catchUp, rebuild };
};

export type AnalyticsRollup = ReturnType<typeof createAnalyticsRollup>;
