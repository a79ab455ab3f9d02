import { ANALYTICS_RANGES, type AnalyticsRange } from '@nextlevel/bff/contract';
import { Select } from '@nextlevel/design-system';

const options = ANALYTICS_RANGES.map((days) => ({ value: String(days), label: `Last ${days} days` }));

export interface RangeSelectProps {
  days: AnalyticsRange;
  onDays: (days: AnalyticsRange) => void;
  className?: string;
}

/** product §2: Last 7, 30 or 90 days. */
export function RangeSelect({ days, onDays, className }: RangeSelectProps) {
  return (
    <Select
      label="Time range"
      options={options}
      value={String(days)}
      onValueChange={(value) => onDays(Number(value) as AnalyticsRange)}
      className={className}
    />
  );
}
