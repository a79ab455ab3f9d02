// Loaded with the Page Views tab's chart only (a dynamic import in DailyViewsChart): uPlot stays
// out of the rest of the internal area and of the Overview.
import type { PageViewsPoint } from '@nextlevel/bff/contract';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export const CHART_HEIGHT = 240;
const DAY_SECONDS = 86_400;

/** Whole-number steps for the views axis: a day has no half views. */
const COUNT_STEPS = [1, 2, 5]
  .flatMap((n) => [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000].map((scale) => n * scale))
  .sort((a, b) => a - b);

const dayLabel = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The chart's x values: each date's UTC midnight in seconds (as uPlot takes time). */
export const dayStarts = (points: readonly PageViewsPoint[]) => points.map((p) => Date.parse(`${p.date.slice(0, 10)}T00:00:00Z`) / 1000);

export interface DailyViewsPlot {
  destroy: () => void;
}

/**
 * Draws the daily views as bars into `el`, in the design tokens' colours as `el` computes them
 * (so the dark theme's too), as wide as `el` stays; `onHover` gets the index of the day under the pointer.
 */
export function plotDailyViews(
  el: HTMLElement,
  points: readonly PageViewsPoint[],
  onHover: (index: number | null) => void,
): DailyViewsPlot {
  const style = getComputedStyle(el);
  const token = (name: string) => style.getPropertyValue(name).trim();
  const [text, grid, bar] = [token('--nl-color-text-muted'), token('--nl-color-border'), token('--nl-color-primary')];
  const font = `12px ${token('--nl-font-sans') || 'sans-serif'}`;
  const axis = { stroke: text, font, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
  const xs = dayStarts(points);
  const plot = new uPlot(
    {
      width: Math.max(el.clientWidth, 200),
      height: CHART_HEIGHT,
      // Dates are UTC days: label them as such, whatever the viewer's zone.
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
      legend: { show: false },
      cursor: { y: false, drag: { x: false, y: false } },
      scales: {
        x: { time: true, range: (_u, min, max) => [min - DAY_SECONDS / 2, max + DAY_SECONDS / 2] },
        y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
      },
      axes: [
        { ...axis, space: 60, values: (_u, splits) => splits.map((s) => dayLabel.format(new Date(s * 1000))) },
        { ...axis, incrs: COUNT_STEPS, size: 56, values: (_u, splits) => splits.map((v) => v.toLocaleString('en')) },
      ],
      series: [
        {},
        {
          label: 'Views',
          stroke: bar,
          fill: bar,
          width: 0,
          points: { show: false },
          paths: uPlot.paths.bars!({ size: [0.7, 48], align: 0 }),
        },
      ],
      hooks: { setCursor: [(u) => onHover(u.cursor.idx ?? null)] },
    },
    [xs, points.map((p) => p.views)],
    el,
  );
  const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(el.clientWidth, 200), height: CHART_HEIGHT }));
  resize.observe(el);
  return {
    destroy: () => {
      resize.disconnect();
      plot.destroy();
    },
  };
}
