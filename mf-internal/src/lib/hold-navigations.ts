/** The router's history as its navigation context hands it out (BrowserRouter's or MemoryRouter's). */
export interface RouterNavigator {
  push: (...args: unknown[]) => void;
  replace: (...args: unknown[]) => void;
  go: (delta: number) => void;
}

/** The part of the Navigation API this uses (every current browser has it; where one does not, Back is not held). */
interface NavigateEventLike extends Event {
  navigationType: string;
  cancelable: boolean;
  destination: { index: number };
}
interface NavigationLike {
  currentEntry: { index: number } | null;
  addEventListener(type: 'navigate', listener: (event: NavigateEventLike) => void): void;
  removeEventListener(type: 'navigate', listener: (event: NavigateEventLike) => void): void;
}

/**
 * Wraps the history the router navigates with, so every in-app navigation (a link, `navigate()`,
 * `navigate(-1)`) goes to `hold` with the navigation to replay, unless `letThrough()` says so;
 * the browser's Back and Forward too. Returns the undo.
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

  // The browser's Back and Forward: a popstate comes too late (the router's own listener runs
  // first and React renders the new page at once), so the traversal is cancelled before it
  // happens, through the Navigation API's navigate event, and replayed on proceed.
  const navigation = (window as { navigation?: NavigationLike }).navigation;
  const onNavigate = (event: NavigateEventLike) => {
    if (event.navigationType !== 'traverse' || !event.cancelable || letThrough()) return;
    const delta = event.destination.index - (navigation?.currentEntry?.index ?? event.destination.index);
    if (delta === 0) return;
    event.preventDefault();
    hold(() => window.history.go(delta));
  };
  navigation?.addEventListener('navigate', onNavigate);

  return () => {
    navigator.push = push;
    navigator.replace = replace;
    navigator.go = go;
    navigation?.removeEventListener('navigate', onNavigate);
  };
}
