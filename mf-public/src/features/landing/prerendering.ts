import { PRERENDERED_ATTRIBUTE } from '@nextlevel/bff/contract';
import { createContext, useContext, useLayoutEffect } from 'react';

/**
 * True while a page is being rendered at build time (src/prerender): markup that needs the
 * live page's scripts, such as the menu toggle, then gets a form that works without them.
 */
export const PrerenderingContext = createContext(false);
export const usePrerendering = () => useContext(PrerenderingContext);

// The hand-off from the prerendered page to the live one (decision 005). Visitors use the
// prerendered page before the live one replaces it: they type into its form, focus a field, open
// its menu. The elements captured here are those of the prerendered markup; once React has
// replaced them they are detached, but they still hold their values, selection and state.

export interface Capture {
  root: Element;
  /** The prerendered markup: #root's children when the capture was taken. */
  nodes: Element[];
  /** The prerendered element that had focus last; it keeps that role when the swap removes it. */
  focused: Element | null;
  /** Ids of prerendered forms submitted before the swap: the live form sends them. */
  submitted: Set<string>;
  /** Ids already taken over, so a later mount (back to /) starts empty. */
  taken: Set<string>;
  stop: AbortController;
}

let capture: Capture | null = null;

function captureFrom(root: Element): Capture {
  const nodes = [...root.children];
  const inside = (node: unknown): node is Element => node instanceof Element && nodes.some((top) => top.contains(node));
  const state: Capture = { root, nodes, focused: null, submitted: new Set(), taken: new Set(), stop: new AbortController() };
  const { signal } = state.stop;
  if (inside(document.activeElement)) state.focused = document.activeElement;
  document.addEventListener('focusin', ({ target }) => (state.focused = inside(target) ? target : null), { signal });
  document.addEventListener(
    'focusout',
    ({ target, relatedTarget }) => {
      // Focus going to nothing (a tap on the page) ends it; an element removed at the swap keeps it.
      if (relatedTarget || target !== state.focused) return;
      setTimeout(() => {
        if (state.focused === target && (target as Element).isConnected) state.focused = null;
      });
    },
    { signal },
  );
  // The form's own method ("dialog") already keeps a native submit on the page; from here on
  // it is also remembered, and the live form sends it.
  document.addEventListener(
    'submit',
    (event) => {
      if (!inside(event.target)) return;
      event.preventDefault();
      state.submitted.add(event.target.id);
    },
    { signal },
  );
  return state;
}

/**
 * Takes hold of the prerendered page this browser arrived with, while it is on screen (once per
 * page); null when there is none. Called as this module loads, which is with the remote, before
 * the live page renders, so a focus change or a submit from then on is seen.
 */
export function capturePrerenderedPage(): Capture | null {
  if (typeof document === 'undefined') return null;
  const root = document.querySelector(`[${PRERENDERED_ATTRIBUTE}]`);
  if (root && capture?.root !== root) {
    capture?.stop.abort();
    capture = captureFrom(root);
  }
  return capture;
}

capturePrerenderedPage();

const findPrerendered = (id: string): Element | null => {
  for (const top of capturePrerenderedPage()?.nodes ?? []) {
    const found = top.id === id ? top : top.querySelector(`[id="${id}"]`);
    if (found) return found;
  }
  return null;
};

/** A prerendered form for the live one to take over. */
export interface PrerenderedForm {
  /** What each named field of the prerendered form holds now. */
  values: () => Record<string, string>;
  /** Whether it was submitted before the swap. */
  submitted: () => boolean;
  /** Marks it taken over: true the first time, false after. */
  take: () => boolean;
}

/** The prerendered form with this id, or null when the page arrived without one or it was already taken over. */
export function prerenderedForm(id: string): PrerenderedForm | null {
  const state = capturePrerenderedPage();
  const form = state && findPrerendered(id);
  if (!state || !(form instanceof HTMLFormElement) || state.taken.has(id)) return null;
  return {
    values: () => {
      const values: Record<string, string> = {};
      for (const field of form.elements) {
        if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.name) values[field.name] = field.value;
      }
      return values;
    },
    submitted: () => state.submitted.has(id),
    take: () => !state.taken.has(id) && Boolean(state.taken.add(id)),
  };
}

/** Whether the prerendered popover with this id is open: the live one then starts open. */
export function prerenderedPopoverOpen(id: string): boolean {
  try {
    return findPrerendered(id)?.matches(':popover-open') ?? false;
  } catch {
    return false; // a browser without the Popover API: the prerendered menu could not open
  }
}

/** Where an element sits: its closest ancestor with an id (or itself), then the child indexes down to it. */
function placeOf(element: Element): { id: string; steps: number[] } | null {
  const steps: number[] = [];
  let node = element;
  while (!node.id) {
    const parent = node.parentElement;
    if (!parent) return null;
    steps.unshift([...parent.children].indexOf(node));
    node = parent;
  }
  return { id: node.id, steps };
}

const isTextField = (node: Element | null): node is HTMLInputElement | HTMLTextAreaElement =>
  node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement;

/**
 * After the live page's first commit: focus, and the caret in a text field, return to the
 * element at the same place as the prerendered one that had it, unless focus has moved since.
 */
export function useFocusFromPrerendered() {
  useLayoutEffect(() => {
    const state = capture;
    const from = state?.focused;
    if (!state || !from || from.isConnected) return;
    state.focused = null;
    if (document.activeElement && document.activeElement !== document.body) return;
    const place = placeOf(from);
    let to: Element | null = place && document.getElementById(place.id);
    for (const step of place?.steps ?? []) to = to?.children[step] ?? null;
    if (!(to instanceof HTMLElement) || to.tagName !== from.tagName) return;
    to.focus({ preventScroll: true });
    if (isTextField(from) && isTextField(to)) {
      try {
        to.setSelectionRange(from.selectionStart, from.selectionEnd, from.selectionDirection ?? undefined);
      } catch {
        // An e-mail field has no selection to set; the caret stays where focus put it.
      }
    }
  }, []);
}
