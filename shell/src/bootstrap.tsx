import '@nextlevel/design-system/tokens.css';
import { PRERENDERED_ATTRIBUTE, areaForPath } from '@nextlevel/bff/contract';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { appReleaseSignals } from './remotes/app-release-signals';
import { createLazyAreas } from './remotes/lazy-areas';
import { loadArea } from './remotes/load-area';
import { yieldToMain } from './yield-to-main';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// Each area's loads and failures go to the release signals (issue #26 item 6): a canary that fails is rolled back.
const areas = createLazyAreas(loadArea, appReleaseSignals);
const area = areaForPath(location.pathname);
// mf-public starts loading now, alongside React's first render rather than after it. A protected
// area still loads only once its guard has let the visitor in (RequireCategory, RemoteArea).
if (area === 'public') areas.preload(area);

// A page the bff prerendered stays on screen until its area has arrived, then React hydrates it:
// it adopts the very elements the visitor is using (focus, caret, what was typed, a screen
// reader's place; decision 023). As a transition, hydration works in slices, and a click or key
// that lands meanwhile hydrates the rest at once and is then handled. A failed load hydrates at
// once too, and the area's error boundary shows the error with its Retry.
if (root.hasAttribute(PRERENDERED_ATTRIBUTE)) {
  const live = <App areas={areas} onFirstCommit={() => root.removeAttribute(PRERENDERED_ATTRIBUTE)} />;
  void areas
    .load(area)
    .catch(() => undefined)
    // Hydration starts in a task of its own, not at the end of the one that ran the area's code.
    .then(yieldToMain)
    .then(() => startTransition(() => void hydrateRoot(root, live)));
} else {
  createRoot(root).render(<App areas={areas} />);
}
