/** The router's history as its navigation context hands it out (BrowserRouter's or MemoryRouter's). */
export interface RouterNavigator {
  push: (...args: unknown[]) => void;
  replace: (...args: unknown[]) => void;
  go: (delta: number) => void;
}

/** React Router's browser history keeps each entry's index in `history.state.idx`. */
const entryIndex = (): number | undefined => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
};

/**
 * Wraps the history the router navigates with, so every in-app navigation (a link, `navigate()`,
 * `navigate(-1)`) goes to `hold` with the navigation to replay, unless `letThrough()` says so.
 * A back or forward step of the browser is undone before the router hears of it (the capture
 * listener on window runs before the router's own) and handed to `hold` too. Returns the undo.
 */
export function holdNavigations(navigator: RouterNavigator, hold: (retry: () => void) => void, letThrough: () => boolean): () => void {
  const { push, replace, go } = navigator;
  const guard =
    <A extends unknown[]>(original: (...args: A) => void) =>
    (...args: A) => {
      if (letThrough()) original.apply(navigator, args);
      else hold(() => original.apply(navigator, args));
    };
  navigator.push = guard(push);
  navigator.replace = guard(replace);
  navigator.go = guard(go);

  const index = entryIndex();
  let restoring = false;
  const onPop = (event: PopStateEvent) => {
    if (restoring) {
      restoring = false;
      event.stopImmediatePropagation();
      return;
    }
    const to = entryIndex();
    if (letThrough() || index === undefined || to === undefined) return;
    const delta = to - index;
    event.stopImmediatePropagation();
    restoring = true;
    window.history.go(-delta);
    hold(() => window.history.go(delta));
  };
  window.addEventListener('popstate', onPop, true);

  return () => {
    navigator.push = push;
    navigator.replace = replace;
    navigator.go = go;
    window.removeEventListener('popstate', onPop, true);
  };
}
