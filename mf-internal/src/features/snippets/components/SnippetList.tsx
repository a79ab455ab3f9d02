import type { SnippetListItem } from '@nextlevel/bff/contract';
import { Button } from '@nextlevel/design-system';
import { memo, useEffect, useRef } from 'react';
import { SnippetListCard } from './SnippetListCard';
import styles from './SnippetList.module.css';

export interface SnippetListProps {
  items: readonly SnippetListItem[];
  /** Cards of the previous filters, shown while the new ones load. */
  busy: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  /**
   * Loaded cards not drawn yet (the page draws them deferred): the end of the list is not where it
   * will be, so its being in view asks for nothing. Else, with no card drawn yet, it is always in
   * view, and on a slow CPU each page arrived before the last was drawn: page after page was
   * asked and none shown (bench/snippet-form-screen.ts at 4×).
   */
  drawing: boolean;
  /** The next page: asked when the end of the list scrolls into view, or by Show more. */
  onMore: () => void;
}

/** The loaded pages' cards; the next page comes as the end of the list comes into view. Memoised: typing in the search re-renders the page, not the cards. */
export const SnippetList = memo(function SnippetList({ items, busy, hasMore, loadingMore, drawing, onMore }: SnippetListProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  useEffect(() => {
    more.current = onMore;
  });
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || loadingMore || drawing || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) more.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loadingMore, drawing, items.length]);

  return (
    <>
      <ul className={styles.list} aria-label="Snippets" aria-busy={busy || undefined}>
        {items.map((snippet) => (
          <li key={snippet.id} className={styles.item}>
            <SnippetListCard snippet={snippet} />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div ref={sentinel} className={styles.more}>
          <Button variant="outline" onClick={onMore} busy={loadingMore} busyText="Loading snippets...">
            Show more snippets
          </Button>
        </div>
      ) : null}
    </>
  );
});
