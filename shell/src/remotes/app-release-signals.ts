import { createReleaseSignals } from './release-signals';

/**
 * The page's beacon: what it saw gathers here, and the code that reads the builds and sends them
 * (the API client, the endpoint) loads with the first beacon, once the page has been quiet for 2 s
 * or at the first error (decision 028). Loads seen in a page's last 2 s without an error are not
 * sent: a `pagehide` flush could not fetch the sending half in time, and `/` has no bytes to spare.
 */
export const appReleaseSignals = createReleaseSignals((seen) =>
  import('./send-release-signals').then(({ sendReleaseSignals }) => sendReleaseSignals(seen)),
);
