import { ANALYTICS_RANGES, type AnalyticsRange } from '@nextlevel/bff/contract';
import { useSearchParams } from 'react-router-dom';

/** product §9: 30 days unless the URL says 7 or 90. */
export const DEFAULT_RANGE: AnalyticsRange = 30;

export const ANALYTICS_TABS = ['overview', 'page-views', 'events', 'sessions'] as const;
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number];

const rangeFrom = (value: string | null): AnalyticsRange => ANALYTICS_RANGES.find((days) => String(days) === value) ?? DEFAULT_RANGE;
const tabFrom = (value: string | null): AnalyticsTab => ANALYTICS_TABS.find((tab) => tab === value) ?? 'overview';

/**
 * The range and the open tab live in the URL (?days=7|30|90&tab=…), each change replacing the
 * entry, so a reload or a shared link shows the same figures; anything else reads as the default.
 */
export function useAnalyticsView() {
  const [params, setParams] = useSearchParams();
  const write = (key: 'days' | 'tab', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return {
    days: rangeFrom(params.get('days')),
    tab: tabFrom(params.get('tab')),
    setDays: (days: AnalyticsRange) => write('days', String(days)),
    setTab: (tab: AnalyticsTab) => write('tab', tab),
  };
}
