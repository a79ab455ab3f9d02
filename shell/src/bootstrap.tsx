import '@nextlevel/design-system/tokens.css';
import { PRERENDERED_ATTRIBUTE, areaForPath } from '@nextlevel/bff/contract';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createLazyAreas } from './remotes/lazy-areas';
import { loadArea } from './remotes/load-area';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const areas = createLazyAreas(loadArea);
const area = areaForPath(location.pathname);
// mf-public starts loading now, alongside React's first render rather than after it. A protected
// area still loads only once its guard has let the visitor in (RequireCategory, RemoteArea).
if (area === 'public') areas.preload(area);

// A page the bff prerendered stays on screen until its area has arrived; the first render then
// replaces it in one commit with the same layout, instead of with a Loading state. That render
// is a transition, so React works in slices and the page keeps answering input meanwhile.
// A failed load renders at once, and the area's error boundary shows the error with its Retry.
if (root.hasAttribute(PRERENDERED_ATTRIBUTE)) {
  const live = <App areas={areas} onFirstCommit={() => root.removeAttribute(PRERENDERED_ATTRIBUTE)} />;
  void areas
    .load(area)
    .catch(() => undefined)
    .then(() => startTransition(() => createRoot(root).render(live)));
} else {
  createRoot(root).render(<App areas={areas} />);
}
