import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { holdNavigations, type RouterNavigator } from './hold-navigations';

/** As React Router's `useBlocker` answers: a navigation held until the user says to go on or to stay. */
export type NavigationBlocker = { state: 'unblocked' } | { state: 'blocked'; proceed: () => void; reset: () => void };

/**
 * Holds every in-app navigation while `when` is true (links, `navigate()`, the browser's back and
 * forward), and asks the browser to confirm closing the tab or reloading. React Router's own
 * `useBlocker` needs a data router, which would add 18 KB to `/` (decision 022); this answers
 * as it does. `release()` lets navigations through from then on (after a save, leaving is the point).
 */
export function useNavigationBlocker(when: boolean) {
  const { navigator } = useContext(UNSAFE_NavigationContext) as unknown as { navigator: RouterNavigator };
  const [blocker, setBlocker] = useState<NavigationBlocker>({ state: 'unblocked' });
  const released = useRef(false);

  useEffect(() => {
    if (!when) return;
    const undo = holdNavigations(
      navigator,
      (retry) =>
        setBlocker({
          state: 'blocked',
          proceed: () => {
            undo();
            setBlocker({ state: 'unblocked' });
            retry();
          },
          reset: () => setBlocker({ state: 'unblocked' }),
        }),
      () => released.current,
    );
    return undo;
  }, [when, navigator]);

  // Closing the tab or reloading: the browser's own question (its wording cannot be changed).
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  return {
    blocker: when ? blocker : ({ state: 'unblocked' } as const),
    release: () => {
      released.current = true;
    },
  };
}
