import type { SnippetListItem } from '@nextlevel/bff/contract';
import { Badge, Button, IconEdit, Quote } from '@nextlevel/design-system';
import { memo, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { rememberEdited, type FormEntryState } from '../list-return';
import { useListPlaceRef } from '../use-list-place';
import styles from './SnippetListCard.module.css';

/** A click the browser would not open elsewhere (a new tab or window). */
const plainClick = (e: MouseEvent) => e.button === 0 && !(e.metaKey || e.altKey || e.ctrlKey || e.shiftKey);

/** One snippet of the internal list (product §2): text, author, category, whether it has an explanation, and Edit. */
export const SnippetListCard = memo(function SnippetListCard({ snippet }: { snippet: SnippetListItem }) {
  const navigate = useNavigate();
  const place = useListPlaceRef();
  const edit = `/internal/snippets/${encodeURIComponent(snippet.id)}/edit`;
  // Issue #24.3: the form goes back to the list as it is now (its filters), with this card in view.
  const open = (e: MouseEvent) => {
    if (!place || !plainClick(e)) return;
    e.preventDefault();
    rememberEdited(place.current.key, snippet.id);
    navigate(edit, { state: { from: place.current.url } satisfies FormEntryState });
  };
  return (
    <article className={styles.card} aria-label={`Snippet by ${snippet.authorName}`} data-snippet-id={snippet.id}>
      <div className={styles.top}>
        <Badge>{snippet.categoryName}</Badge>
        {snippet.detailed_explanation?.trim() ? <span className={styles.explained}>✓ Has explanation</span> : null}
      </div>
      <Quote text={snippet.text} author={snippet.authorName} size="sm" lines={5} className={styles.quote} />
      <div className={styles.actions}>
        <Button asChild variant="outline" size="sm">
          <Link to={edit} onClick={open}>
            <IconEdit size={16} />
            Edit
          </Link>
        </Button>
      </div>
    </article>
  );
});
