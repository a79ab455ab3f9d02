import { createBuildOf } from '../app/area-builds';
import { createReleaseSignals } from './release-signals';
import type * as SendReleaseSignals from './send-release-signals';

let sender: Promise<typeof SendReleaseSignals> | undefined;
/** The sender's chunk, asked for with the first signal, so it is there when the page is hidden. */
const loadSender = () => (sender ??= import('./send-release-signals'));
const buildOf = createBuildOf();

/** The page's beacon: builds from the manifests the shell loaded, sent through `callApi`, and what waits sent as the page is hidden. */
export const appReleaseSignals = createReleaseSignals({
  buildOf: (area) => {
    void loadSender().catch(() => undefined);
    return buildOf(area);
  },
  send: (signals) => loadSender().then(({ sendReleaseSignals }) => sendReleaseSignals(signals)),
});
addEventListener('pagehide', appReleaseSignals.flush);
