export type ChangeDirection = 'up' | 'down' | 'same';

export interface PeriodChange {
  direction: ChangeDirection;
  /** e.g. "Up 12%", "Down 3%", "No change", "Up from 0". */
  text: string;
}

/** How a figure moved against the previous period of equal length (issue #13's deltas). */
export function periodChange(current: number, previous: number): PeriodChange {
  if (current === previous) return { direction: 'same', text: 'No change' };
  const direction = current > previous ? 'up' : 'down';
  const word = direction === 'up' ? 'Up' : 'Down';
  if (previous === 0) return { direction, text: `${word} from 0` };
  const percent = Math.round((Math.abs(current - previous) / previous) * 100);
  return { direction, text: `${word} ${percent === 0 ? 'less than 1' : percent.toLocaleString('en')}%` };
}
