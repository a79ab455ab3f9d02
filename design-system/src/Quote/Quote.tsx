import { forwardRef, type CSSProperties, type HTMLAttributes } from 'react';
import { cx } from '../utils/cx';
import styles from './Quote.module.css';

export type QuoteSize = 'sm' | 'md' | 'lg';

export interface QuoteProps extends HTMLAttributes<HTMLElement> {
  text: string;
  author: string;
  /** `lg` the viewer's one quote, `md` a card of a reading list, `sm` a card of a management list. */
  size?: QuoteSize;
  /** Show at most this many lines of the text (a list's card); the whole text stays in the page. */
  lines?: number;
}

/** A quote and its author, as a figure: the text a blockquote, the author its caption. */
export const Quote = forwardRef<HTMLElement, QuoteProps>(function Quote({ text, author, size = 'md', lines, className, ...rest }, ref) {
  return (
    <figure ref={ref} className={cx(styles.quote, styles[size], className)} {...rest}>
      <blockquote className={styles.text}>
        <p className={lines ? styles.clamped : undefined} style={lines ? ({ '--nl-quote-lines': lines } as CSSProperties) : undefined}>
          {text}
        </p>
      </blockquote>
      <figcaption className={styles.author}>— {author}</figcaption>
    </figure>
  );
});
