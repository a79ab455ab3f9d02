import type { LazyAreas } from '../remotes/lazy-areas';
import { AppProviders } from '../sdk/AppProviders';
import { AppRoutes } from './AppRoutes';

/** The shell: shared providers around the top-level route table. */
export function App({ areas }: { areas: LazyAreas }) {
  return (
    <AppProviders>
      <AppRoutes areas={areas} />
    </AppProviders>
  );
}
