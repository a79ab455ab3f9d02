import type { SnippetListItem } from '@nextlevel/bff/contract';
import { Badge, Button, IconEdit, Quote } from '@nextlevel/design-system';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import styles from './SnippetListCard.module.css';

/** One snippet of the internal list (SPEC §2): text, author, category, whether it has an explanation, and Edit. */
export const SnippetListCard = memo(function SnippetListCard({ snippet }: { snippet: SnippetListItem }) {
  return (
    <article className={styles.card} aria-label={`Snippet by ${snippet.authorName}`}>
      <div className={styles.top}>
        <Badge>{snippet.categoryName}</Badge>
        {snippet.detailed_explanation?.trim() ? <span className={styles.explained}>✓ Has explanation</span> : null}
      </div>
      <Quote text={snippet.text} author={snippet.authorName} size="sm" lines={5} className={styles.quote} />
      <div className={styles.actions}>
        <Button asChild variant="outline" size="sm">
          <Link to={`/internal/snippets/${encodeURIComponent(snippet.id)}/edit`}>
            <IconEdit size={16} />
            Edit
          </Link>
        </Button>
      </div>
    </article>
  );
});
