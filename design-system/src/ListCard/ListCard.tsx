import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../Card/Card';
import styles from './ListCard.module.css';

export interface ListCardItem {
  /** Unique within the card. */
  id: string;
  content: ReactNode;
}

export interface ListCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: ReactNode;
  items: readonly ListCardItem[];
  /** The title's heading level (CardTitle's `level`): 2 when the card sits right under the page's h1. */
  titleLevel?: 2 | 3;
}

/** A titled card holding a plain list (links or lines of text). */
export const ListCard = forwardRef<HTMLDivElement, ListCardProps>(function ListCard({ title, items, titleLevel, ...rest }, ref) {
  return (
    <Card ref={ref} {...rest}>
      <CardHeader>
        <CardTitle level={titleLevel}>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className={styles.list}>
          {items.map(({ id, content }) => (
            <li key={id}>{content}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
});
