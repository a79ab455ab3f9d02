import { useLayoutEffect } from 'react';
import type { LazyAreas } from '../remotes/lazy-areas';
import { CoreProviders } from '../sdk/CoreProviders';
import { AppRoutes } from './AppRoutes';
import { MemberAnalytics } from './MemberAnalytics';

interface AppProps {
  areas: LazyAreas;
  /** Runs once the first render is on screen (bootstrap: a prerendered page is then the live one). */
  onFirstCommit?: () => void;
  /** Render at this path instead of following the address bar: a page rendered at build time (sdk/prerender). */
  location?: string;
}

/** The shell: shared providers around the top-level route table (react-query comes per area). */
export function App({ areas, onFirstCommit, location }: AppProps) {
  useLayoutEffect(() => onFirstCommit?.(), [onFirstCommit]);
  return (
    <CoreProviders location={location}>
      <AppRoutes areas={areas} />
      <MemberAnalytics />
    </CoreProviders>
  );
}
