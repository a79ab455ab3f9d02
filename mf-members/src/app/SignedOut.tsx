import { Loading } from '@nextlevel/design-system';
import { useAuth } from '@nextlevel/shell/auth';

/** Only reached on the standalone dev page, where no shell guard runs. */
export function SignedOut() {
  const status = useAuth((s) => s.status);
  if (status !== 'ready') return <Loading />;
  return <p style={{ padding: 'var(--nl-space-8)' }}>Sign in as a Member on the full site (same host name) to see the member area.</p>;
}
