import type { SnippetListItem } from '@nextlevel/bff/contract';
import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { editedFrom, returnedTo } from './list-return';

/** The card of a snippet, as SnippetListCard marks it. */
const cardOf = (id: string) => document.querySelector<HTMLElement>(`[data-snippet-id="${CSS.escape(id)}"]`);

/**
 * Issue #24.3: the list opens at the top, or, back from the form (its Cancel or Update, or the
 * browser's Back), with the card just edited in view and its Edit link focused; never at the
 * height the form happened to be scrolled to. `items` are the cards drawn; `settled` says the
 * list has loaded, so a card missing from it is not coming (it no longer matches the filters).
 */
export function useReturnToCard(items: readonly SnippetListItem[], settled: boolean) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [target] = useState(() => returnedTo(location.state) ?? (navigationType === 'POP' ? editedFrom(location.key) : undefined));
  const done = useRef(false);

  useLayoutEffect(() => {
    if (done.current) return;
    const drawn = target !== undefined && items.some((item) => item.id === target);
    if (target !== undefined && !drawn && !settled) return;
    done.current = true;
    const card = drawn ? cardOf(target) : null;
    if (!card) {
      window.scrollTo(0, 0);
      return;
    }
    card.scrollIntoView({ block: 'center' });
    card.querySelector<HTMLElement>('a[href$="/edit"]')?.focus({ preventScroll: true });
  }, [target, items, settled]);
}
