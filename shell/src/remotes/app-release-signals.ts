import { createReleaseSignals } from './release-signals';
import type * as Sender from './send-release-signals';

let sender: Promise<typeof Sender> | undefined;
const loadSender = () => (sender ??= import('./send-release-signals'));

/**
 * The page's beacon: what it saw gathers here, and the code that reads the builds and sends them
 * (the API client, the endpoint) loads once the page has been quiet for the delay, or at the first
 * error; what waits is handed over as the page is hidden.
 */
export const appReleaseSignals = createReleaseSignals({
  send: (seen) => loadSender().then(({ sendReleaseSignals }) => sendReleaseSignals(seen)),
  onError: () => void loadSender().catch(() => (sender = undefined)),
});
addEventListener('pagehide', appReleaseSignals.flush);
