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
}

/** A titled card holding a plain list (links or lines of text). */
export const ListCard = forwardRef<HTMLDivElement, ListCardProps>(function ListCard({ title, items, ...rest }, ref) {
  return (
    <Card ref={ref} {...rest}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
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
