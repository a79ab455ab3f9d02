import type { MemberSnippet } from '@nextlevel/bff/contract';
import { Badge, Button, FavouriteToggle, Quote } from '@nextlevel/design-system';
import { memo, useId, useState, type ReactNode } from 'react';
import styles from './SnippetCard.module.css';

export interface SnippetCardProps {
  snippet: MemberSnippet;
  onFavouriteChange: (snippet: MemberSnippet, favourite: boolean) => void;
  /** More controls beside the heart (the viewer's refresh). */
  actions?: ReactNode;
  /** The viewer's large quote; the list's cards are compact. */
  size?: 'large' | 'compact';
  /** The next snippet is on its way: this one stays, quietly marked busy (issue #24.2). */
  busy?: boolean;
  className?: string;
}

// The AI writes its explanation as lines and blank-line separated paragraphs.
const paragraphs = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** One snippet (product §2): category, text, author, the heart and, when it has one, its explanation. */
export const SnippetCard = memo(function SnippetCard({
  snippet,
  onFavouriteChange,
  actions,
  size = 'compact',
  busy = false,
  className,
}: SnippetCardProps) {
  const [open, setOpen] = useState(false);
  // Another snippet in the same card (the viewer's next draw) starts with its explanation closed (product §2).
  const [shownId, setShownId] = useState(snippet.id);
  if (shownId !== snippet.id) {
    setShownId(snippet.id);
    setOpen(false);
  }
  const explanationId = useId();
  const explanation = snippet.detailed_explanation?.trim();
  return (
    <article
      className={[styles.card, styles[size], className].filter(Boolean).join(' ')}
      aria-label={`Snippet by ${snippet.authorName}`}
      aria-busy={busy || undefined}
    >
      <div className={styles.top}>
        <Badge>{snippet.categoryName}</Badge>
        <div className={styles.actions}>
          {actions}
          <FavouriteToggle pressed={snippet.isFavourite} onPressedChange={(favourite) => onFavouriteChange(snippet, favourite)} />
        </div>
      </div>
      <Quote text={snippet.text} author={snippet.authorName} size={size === 'large' ? 'lg' : 'md'} />
      {explanation ? (
        <>
          <Button
            variant="ghost"
            size="sm"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={explanationId}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Hide Explanation' : 'Tell Me More'}
          </Button>
          <div id={explanationId} className={styles.explanation} hidden={!open}>
            {open ? paragraphs(explanation).map((p, i) => <p key={i}>{p}</p>) : null}
          </div>
        </>
      ) : null}
    </article>
  );
});
