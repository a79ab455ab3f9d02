import { useAuth } from '@nextlevel/shell/auth';
import { Navigate } from 'react-router-dom';
import { AuthLayout } from './components/AuthLayout';
import { SignUpForm } from './components/SignUpForm';
import { TextLink } from './components/TextLink';

/** /sign-up (product §2). A signed-in user has no business here and is sent to /. */
export default function SignUpPage() {
  const user = useAuth((state) => state.user);
  if (user) return <Navigate to="/" replace />;
  return (
    <AuthLayout
      title="Create Account"
      footer={
        <p>
          Already have an account? <TextLink to="/login">Sign in here</TextLink>
        </p>
      }
    >
      <SignUpForm />
    </AuthLayout>
  );
}
