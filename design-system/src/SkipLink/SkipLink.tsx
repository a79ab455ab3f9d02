import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { cx } from '../utils/cx';
import styles from './SkipLink.module.css';

export interface SkipLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** The id of the page's main content; give it tabIndex={-1} so it can take the focus. */
  targetId: string;
}

/**
 * The first stop of the keyboard on a page: hidden until focused, it moves the focus past the
 * navigation to the main content. Before the scripts run it is a plain in-page link; after, it
 * moves the focus without adding a history entry.
 */
export const SkipLink = forwardRef<HTMLAnchorElement, SkipLinkProps>(function SkipLink(
  { targetId, className, children = 'Skip to content', onClick, ...rest },
  ref,
) {
  return (
    <a
      ref={ref}
      href={`#${targetId}`}
      className={cx(styles.skipLink, className)}
      onClick={(event) => {
        onClick?.(event);
        const target = document.getElementById(targetId);
        if (event.defaultPrevented || !target) return;
        event.preventDefault();
        target.focus();
      }}
      {...rest}
    >
      {children}
    </a>
  );
});
