import { messages } from '@nextlevel/bff/contract';
import { Alert, Button, FormActions, IconAlertTriangle, IconCheck, Loading } from '@nextlevel/design-system';
import { dashboardPathFor, useAuth } from '@nextlevel/shell/auth';
import { Link } from 'react-router-dom';
import { AuthLayout } from './AuthLayout';

/** product §2 /verify-email, loading state. */
export function Verifying() {
  return (
    <AuthLayout title="Verifying Your Email" subtitle="Please wait while we confirm your email address">
      <Loading text="Verifying..." />
    </AuthLayout>
  );
}

/** Success: the user is signed in and about to be sent to the dashboard. */
export function Verified({ message }: { message?: string | undefined }) {
  return (
    <AuthLayout title="Email Verified!" subtitle={message ?? messages.auth.verified} icon={<IconCheck size={28} />}>
      <Loading text="Redirecting to your dashboard..." />
    </AuthLayout>
  );
}

/**
 * Verified, and nobody was signed in by the link (a changed address, or a sign-up's link opened
 * in another browser than the one that signed up): the way on is to sign in.
 */
export function VerifiedSignInNext({ message }: { message: string }) {
  return (
    <AuthLayout title="Email Verified!" subtitle={message} icon={<IconCheck size={28} />}>
      <FormActions layout="stack">
        <Button asChild size="lg" fullWidth>
          <Link to="/login">Sign In</Link>
        </Button>
      </FormActions>
    </AuthLayout>
  );
}

/**
 * A link that was used before, opened again (issue #24.10): nothing happened now, so the way on
 * is the dashboard for someone signed in, else Sign In.
 */
export function AlreadyVerified({ message }: { message: string }) {
  const user = useAuth((state) => state.user);
  return (
    <AuthLayout title="Email Already Verified" subtitle={message} icon={<IconCheck size={28} />}>
      <FormActions layout="stack">
        <Button asChild size="lg" fullWidth>
          {user ? <Link to={dashboardPathFor(user.category)}>Go to your dashboard</Link> : <Link to="/login">Sign In</Link>}
        </Button>
      </FormActions>
    </AuthLayout>
  );
}

/** Failure: the reason, and the two ways on. */
export function VerificationFailed({ reason }: { reason: string }) {
  return (
    <AuthLayout title="Verification Failed" icon={<IconAlertTriangle size={28} />}>
      <Alert tone="error">{reason}</Alert>
      <FormActions layout="stack">
        <Button asChild size="lg" fullWidth>
          <Link to="/verification-pending">Request New Verification Link</Link>
        </Button>
        <Button asChild variant="outline" size="lg" fullWidth>
          <Link to="/login">Back to Login</Link>
        </Button>
      </FormActions>
    </AuthLayout>
  );
}
