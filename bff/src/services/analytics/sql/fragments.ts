// SQL fragments the rollup worker and the statistics share (decision 012). Constants, never input.
import { fallbackArea, signedInAreas } from '../../../contract/areas';

/** The UTC day of a timestamptz column. */
export const utcDay = (column: string) => `((${column} at time zone 'UTC')::date)`;

/** Midnight UTC of a date column or parameter, as a timestamptz. */
export const utcMidnight = (date: string) => `((${date})::timestamp at time zone 'UTC')`;

/** The single row of analytics_rollup_state. */
export const ROLLUP_STATE = 'analytics';
export const WATERMARK = `(select watermark from analytics_rollup_state where name = '${ROLLUP_STATE}')`;
/** The first day whose visits the rollups do not hold yet. */
export const VISITS_DAY = `(select sessions_day from analytics_rollup_state where name = '${ROLLUP_STATE}')`;

export type Dimension = 'page' | 'build';

/**
 * The area a page view was rendered in: recorded since issue #13; for older rows, the area its
 * path belongs to, as `areaForPath` says (the registry's keys and prefixes are plain words, its test checks).
 */
const AREA = `coalesce(p.area, case ${signedInAreas
  .map(({ key, prefix }) => `when p.page_path = '${prefix}' or p.page_path like '${prefix}/%' then '${key}'`)
  .join(' ')} else '${fallbackArea}' end)`;

/** The key of a page view (alias `p`) in a dimension: its path, or JSON [area, build]. */
export const DIMENSION_KEY: Record<Dimension, string> = {
  page: 'p.page_path',
  build: `json_build_array(${AREA}, p.build)::text`,
};

/** Both dimensions of each page view `p`, as rows (dimension, key). */
export const BOTH_DIMENSIONS = `cross join lateral (values ('page', ${DIMENSION_KEY.page}), ('build', ${DIMENSION_KEY.build})) d(dimension, key)`;

/** A visit's length in whole seconds: its end call's, else from its start to its last activity. */
export const VISIT_DURATION = `coalesce(total_duration, greatest(0, floor(extract(epoch from (coalesce(last_seen_at, started_at) - started_at))))::bigint)`;
