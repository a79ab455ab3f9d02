// The bff counts days in UTC (one row per date, zeros included); show them as the same dates.
const day = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "2026-11-03" as "Nov 3, 2026". */
export const formatDay = (date: string): string => day.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));

/** An ISO timestamp as "2026-11-03 14:05 UTC" (UTC, as the days; short enough for a table cell). */
export const formatMoment = (iso: string): string => `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** A count with thousands separators. */
export const formatCount = (n: number): string => n.toLocaleString('en');
