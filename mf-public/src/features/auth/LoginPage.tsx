import { useAuth } from '@nextlevel/shell/auth';
import { AuthLayout } from './components/AuthLayout';
import { LoginForm } from './components/LoginForm';
import { RedirectToDashboard } from './components/RedirectToDashboard';
import { TextLink } from './components/TextLink';

/** /login (SPEC §2). A signed-in user — already, or just now — is sent to their dashboard. */
export default function LoginPage() {
  const user = useAuth((state) => state.user);
  if (user) return <RedirectToDashboard title="Welcome Back" category={user.category} />;
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
    </AuthLayout>
  );
}
