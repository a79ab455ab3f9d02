import type { BufferedRow } from './buffered-row';

/** Measured about 540 bytes of heap for a typical page view of 220 characters; this errs high. */
const ROW_BYTES = 256;
const BYTES_PER_CHARACTER = 2;

const chars = (value: string | null) => value?.length ?? 0;

/**
 * What a buffered row holds in memory, estimated from its text: ANALYTICS_BUFFER_MAX counts rows,
 * and a row can be a few hundred bytes or several KB, so the buffer is capped in these bytes too.
 */
export const bufferedRowBytes = (row: BufferedRow): number =>
  ROW_BYTES +
  BYTES_PER_CHARACTER *
    (row.kind === 'page_view'
      ? chars(row.page_path) + chars(row.referrer) + chars(row.user_agent) + chars(row.area) + chars(row.build)
      : chars(row.event_type) + chars(row.event_data) + chars(row.page_path));
