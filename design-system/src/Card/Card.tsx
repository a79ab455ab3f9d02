import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../utils/cx';
import styles from './Card.module.css';

type DivProps = HTMLAttributes<HTMLDivElement>;

/** A raised surface grouping related content. */
export const Card = forwardRef<HTMLDivElement, DivProps>(function Card({ className, ...rest }, ref) {
  return <div ref={ref} className={cx(styles.card, className)} {...rest} />;
});

export const CardHeader = forwardRef<HTMLDivElement, DivProps>(function CardHeader({ className, ...rest }, ref) {
  return <div ref={ref} className={cx(styles.header, className)} {...rest} />;
});

export interface CardTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Its place in the page's outline: 3 (under a page's h2) unless the cards sit right under the h1. */
  level?: 2 | 3;
}

/** The card's heading; an h3 by default since cards usually sit under a page's h1/h2. */
export const CardTitle = forwardRef<HTMLHeadingElement, CardTitleProps>(function CardTitle({ level = 3, className, ...rest }, ref) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return <Heading ref={ref} className={cx(styles.title, className)} {...rest} />;
});

export const CardDescription = forwardRef<HTMLParagraphElement, HTMLAttributes<HTMLParagraphElement>>(function CardDescription(
  { className, ...rest },
  ref,
) {
  return <p ref={ref} className={cx(styles.description, className)} {...rest} />;
});

export const CardContent = forwardRef<HTMLDivElement, DivProps>(function CardContent({ className, ...rest }, ref) {
  return <div ref={ref} className={cx(styles.content, className)} {...rest} />;
});

export const CardFooter = forwardRef<HTMLDivElement, DivProps>(function CardFooter({ className, ...rest }, ref) {
  return <div ref={ref} className={cx(styles.footer, className)} {...rest} />;
});
