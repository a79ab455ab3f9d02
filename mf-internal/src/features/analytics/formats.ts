// The bff counts days in UTC (one row per date, zeros included); show them as the same dates.
const day = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const moment = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** "2026-11-03" as "Nov 3, 2026". */
export const formatDay = (date: string): string => day.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));

/** An ISO timestamp as "Nov 3, 2026, 2:05 PM" (UTC, as the days). */
export const formatMoment = (iso: string): string => `${moment.format(new Date(iso))} UTC`;

/** A count with thousands separators. */
export const formatCount = (n: number): string => n.toLocaleString('en');
