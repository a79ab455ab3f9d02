import { Alert } from '@nextlevel/design-system';
import { ApiError } from '@nextlevel/shell/api';

export interface LoadFailureProps {
  /** SPEC §8's text for this load, e.g. messages.errors.pageViewStats. */
  message: string;
  error: unknown;
}

/** A statistic that did not load: SPEC §8's text, with the server's reason under it when it gave one. */
export function LoadFailure({ message, error }: LoadFailureProps) {
  const reason = error instanceof ApiError && error.message !== message ? error.message : undefined;
  return (
    <Alert tone="error" title={message}>
      {reason}
    </Alert>
  );
}
