import { NEXT_PARAM, useAuth } from '@nextlevel/shell/auth';
import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from './components/AuthLayout';
import { LoginForm } from './components/LoginForm';
import { PasskeySignIn } from './components/PasskeySignIn';
import { RedirectToDashboard } from './components/RedirectToDashboard';
import { TextLink } from './components/TextLink';

/**
 * /login (product §2). A signed-in user — already, or just now — is sent to their dashboard, or back
 * to the page of their area a guard sent them here from (?next=, issue #24.8).
 */
export default function LoginPage() {
  const user = useAuth((state) => state.user);
  const next = useSearchParams()[0].get(NEXT_PARAM);
  if (user) return <RedirectToDashboard title="Welcome Back" category={user.category} next={next} />;
  return (
    <AuthLayout
      title="Welcome Back"
      subtitle="Sign in to your account to continue"
      footer={
        <p>
          Don&apos;t have an account? <TextLink to="/sign-up">Create one here</TextLink>
        </p>
      }
    >
      <LoginForm />
      <PasskeySignIn />
    </AuthLayout>
  );
}
