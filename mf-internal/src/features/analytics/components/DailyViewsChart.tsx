import type { PageViewsPoint } from '@nextlevel/bff/contract';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { formatCount, formatDay } from '../formats';
import styles from './DailyViewsChart.module.css';

const DARK = '(prefers-color-scheme: dark)';
const subscribeScheme = (change: () => void) => {
  const query = matchMedia(DARK);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};
/** The theme follows the system (design tokens); a canvas does not, so the chart is drawn again when it changes. */
const useDarkScheme = () => useSyncExternalStore(subscribeScheme, () => matchMedia(DARK).matches);

export interface DailyViewsChartProps {
  points: readonly PageViewsPoint[];
  days: number;
}

/** What the chart shows, in words, for a screen reader (the table below has every figure). */
function summary(points: readonly PageViewsPoint[], days: number): string {
  const total = points.reduce((sum, p) => sum + p.views, 0);
  const busiest = points.reduce<PageViewsPoint | undefined>((best, p) => (!best || p.views > best.views ? p : best), undefined);
  const peak = busiest ? `; the most, ${formatCount(busiest.views)}, on ${formatDay(busiest.date)}` : '';
  return `Bar chart of page views per day over the last ${days} days: ${formatCount(total)} in all${peak}.`;
}

/** Daily page views as bars (uPlot, fetched when the chart first shows). */
export function DailyViewsChart({ points, days }: DailyViewsChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const dark = useDarkScheme();

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let plot: { destroy: () => void } | undefined;
    let live = true;
    import('./daily-views-plot').then(
      ({ plotDailyViews }) => {
        if (live) plot = plotDailyViews(el, points, setHovered);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      plot?.destroy();
      setHovered(null);
    };
  }, [points, dark]);

  // Without its code (a failed download) the table below still has the figures.
  if (failed) return null;
  const point = hovered === null ? undefined : points[hovered];
  return (
    <figure className={styles.figure}>
      <div ref={box} className={styles.chart} role="img" aria-label={summary(points, days)} />
      <figcaption className={styles.readout} aria-hidden="true">
        {point
          ? `${formatDay(point.date)}: ${formatCount(point.views)} ${point.views === 1 ? 'view' : 'views'}`
          : 'Point at a bar to read its day.'}
      </figcaption>
    </figure>
  );
}
