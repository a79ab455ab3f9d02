import { publicPages } from '@nextlevel/bff/contract';
import { Loading } from '@nextlevel/design-system';
import { loginPathFor, NEXT_PARAM, signInReturnPath, useAuth } from '@nextlevel/shell/auth';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from './components/AuthLayout';
import { TwoStepSetup } from './components/TwoStepSetup';

/**
 * /setup-two-step (issue #27 items 4-5): turning one-time codes on. A session REQUIRE_MFA_FOR holds
 * is brought here and reaches nothing else until it is done; anyone signed in may come here too
 * (member settings link here, with ?next= back to them). Signed out: sign in first.
 */
export default function SetupTwoStepPage() {
  const user = useAuth((s) => s.user);
  const status = useAuth((s) => s.status);
  const navigate = useNavigate();
  const next = useSearchParams()[0].get(NEXT_PARAM);
  if (!user) {
    if (status === 'ready') return <Navigate to={loginPathFor(publicPages.setupTwoStep)} replace />;
    return (
      <AuthLayout title="Two-step verification">
        <Loading />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Two-step verification"
      subtitle={
        user.mfa_setup_required
          ? 'Your account needs a second step at sign-in. Set it up to continue.'
          : 'Sign in with your password and a code from your phone.'
      }
    >
      <TwoStepSetup onDone={() => navigate(signInReturnPath(next, user.category), { replace: true })} />
    </AuthLayout>
  );
}
