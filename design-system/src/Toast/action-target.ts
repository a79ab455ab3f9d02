/** The control a person last pressed or typed on: what a toast raised now is about (issue #24.5). */
let last: Element | null = null;

const remember = (event: Event) => {
  const target = event.target instanceof Element ? event.target : null;
  last = target?.closest('button, a, input, select, textarea, [role=button]') ?? target;
};

/** Starts listening (once per page, from the ToastProvider); returns how to stop. */
export function trackActions(): () => void {
  document.addEventListener('pointerdown', remember, true);
  document.addEventListener('keydown', remember, true);
  return () => {
    document.removeEventListener('pointerdown', remember, true);
    document.removeEventListener('keydown', remember, true);
  };
}

/** The element of the last action, while it is still on the page. */
export const lastAction = (): Element | null => (last?.isConnected ? last : null);
