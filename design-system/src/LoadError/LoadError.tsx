import { forwardRef, type ReactNode } from 'react';
import { Alert, type AlertProps } from '../Alert/Alert';
import { Button } from '../Button/Button';

export interface LoadErrorProps extends Omit<AlertProps, 'tone' | 'title' | 'action'> {
  /** What did not load (product §8's text, e.g. "Failed to fetch favourites"). */
  title: ReactNode;
  /** The server's reason, when it gave one. */
  children?: ReactNode;
  /** Loads again (every part of the screen that failed). */
  onRetry: () => void;
  /** True while the retry is on its way: the button stays focusable and says so. */
  retrying?: boolean;
}

/**
 * A screen's one load error with its Retry (issue #24.7): where one screen's loads fail
 * together, they say so once. Retry keeps the focus while it works (Button busyFocusable).
 */
export const LoadError = forwardRef<HTMLDivElement, LoadErrorProps>(function LoadError(
  { title, children, onRetry, retrying = false, ...rest },
  ref,
) {
  return (
    <Alert
      ref={ref}
      tone="error"
      title={title}
      action={
        <Button variant="outline" size="sm" onClick={onRetry} busy={retrying} busyFocusable busyText="Retrying...">
          Retry
        </Button>
      }
      {...rest}
    >
      {children}
    </Alert>
  );
});
