import { createReleaseSignals } from './release-signals';

/**
 * The page's beacon: what it saw gathers here, and the code that reads the builds and sends them
 * (the API client, the endpoint) loads with the first beacon; what waits is handed over as the
 * page is hidden.
 */
export const appReleaseSignals = createReleaseSignals((seen) =>
  import('./send-release-signals').then(({ sendReleaseSignals }) => sendReleaseSignals(seen)),
);
addEventListener('pagehide', appReleaseSignals.flush);
