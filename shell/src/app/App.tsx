import type { LazyAreas } from '../remotes/lazy-areas';
import { CoreProviders } from '../sdk/CoreProviders';
import { AppRoutes } from './AppRoutes';

/** The shell: shared providers around the top-level route table (react-query comes per area). */
export function App({ areas }: { areas: LazyAreas }) {
  return (
    <CoreProviders>
      <AppRoutes areas={areas} />
    </CoreProviders>
  );
}
