import type { RemoteArea as Area } from '@nextlevel/bff/contract';
import { Loading } from '@nextlevel/design-system';
import { Suspense, useState, type ReactNode } from 'react';
import { QueryArea } from '../app/QueryArea';
import { AreaError } from './AreaError';
import { AreaErrorBoundary } from './AreaErrorBoundary';
import type { LazyAreas } from './lazy-areas';

interface Props {
  area: Area;
  areas: LazyAreas;
  /** Wrap the area in react-query's provider (loaded alongside the remote, not after it). */
  withQueries?: boolean;
  /** Puts the loading state and the error in the area's layout (a signed-in area's frame, issue #24.9). */
  frame?: (children: ReactNode) => ReactNode;
}

const asIs = (children: ReactNode) => children;

/** Renders an area's remote './routes', loading it on first visit, with an error and Retry in its place. */
export function RemoteArea({ area, areas, withQueries = false, frame = asIs }: Props) {
  const [attempt, setAttempt] = useState(0);
  const Routes = areas.get(area);
  // The remote's load would otherwise wait for react-query: QueryArea renders it only once that has arrived.
  if (withQueries) areas.preload(area);
  return (
    <AreaErrorBoundary
      key={attempt}
      onError={() => areas.retry(area)}
      fallback={() => frame(<AreaError area={area} onRetry={() => setAttempt((n) => n + 1)} />)}
    >
      <Suspense fallback={frame(<Loading />)}>
        {/* areas.get() returns the same cached lazy() on every render; a new one only after a failure, on purpose. */}
        {withQueries ? (
          <QueryArea>
            {/* eslint-disable-next-line react-hooks/static-components */}
            <Routes />
          </QueryArea>
        ) : (
          // eslint-disable-next-line react-hooks/static-components
          <Routes />
        )}
      </Suspense>
    </AreaErrorBoundary>
  );
}
