import { messages } from '@nextlevel/bff/contract';
import { Button, PageNotice, useOnline } from '@nextlevel/design-system';
import { useAuth } from '@nextlevel/shell/auth';
import { useEffect, useState } from 'react';

/**
 * The session check got no answer (issue #24.7): not a sign-out. Says so where the page would be,
 * with a Retry that checks again (and a check of its own once the browser is back online); the
 * address stays as it is, so the page the visitor asked for opens as soon as the check succeeds.
 */
export function SessionCheckFailed() {
  const load = useAuth((s) => s.load);
  const online = useOnline();
  const [checking, setChecking] = useState(false);
  const retry = () => {
    if (checking) return;
    setChecking(true);
    void load().finally(() => setChecking(false));
  };
  useEffect(() => {
    const again = () => void load();
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [load]);
  return (
    <PageNotice
      role="alert"
      title={messages.errors.unreachable}
      action={
        <Button onClick={retry} busy={checking} busyFocusable busyText="Retrying...">
          Retry
        </Button>
      }
    >
      {online ? messages.errors.unreachableHelp : messages.errors.offline}
    </PageNotice>
  );
}
