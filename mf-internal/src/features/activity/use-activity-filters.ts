import { ACTIVITY_KINDS, type ActivityKind } from '@nextlevel/bff/contract';
import { useSearchParams } from 'react-router-dom';
import { asQuery, type ActivityFilters } from './api/get-activity';

export const isActivityKind = (value: string): value is ActivityKind => (ACTIVITY_KINDS as readonly string[]).includes(value);
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The Activity screen's filters live in the URL (?user=&kind=&from=&to=), each change replacing the
 * entry, so a reload or a shared link shows the same events. A kind or a day that is not one reads
 * as no filter; a range the bff refuses (From after To) shows its message, as when typed.
 */
export function useActivityFilters() {
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const filters: ActivityFilters = {
    user: params.get('user')?.trim() ?? '',
    kind: isActivityKind(kind) ? kind : '',
    from: isDay(from) ? from : '',
    to: isDay(to) ? to : '',
  };
  const apply = (next: ActivityFilters) => setParams(asQuery(next), { replace: true });
  return { filters, apply };
}
