import { useLayoutEffect } from 'react';
import type { LazyAreas } from '../remotes/lazy-areas';
import { CoreProviders } from '../sdk/CoreProviders';
import { AppRoutes } from './AppRoutes';
import { MemberAnalytics } from './MemberAnalytics';

/** The shell: shared providers around the top-level route table (react-query comes per area). */
export function App({ areas, onFirstCommit }: { areas: LazyAreas; onFirstCommit?: () => void }) {
  // Runs once the first render is on screen (bootstrap: a prerendered page is then replaced).
  useLayoutEffect(() => onFirstCommit?.(), [onFirstCommit]);
  return (
    <CoreProviders>
      <AppRoutes areas={areas} />
      <MemberAnalytics />
    </CoreProviders>
  );
}
