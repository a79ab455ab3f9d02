import { AuthLayout } from './components/AuthLayout';
import { ForgotPasswordForm } from './components/ForgotPasswordForm';
import { TextLink } from './components/TextLink';

/** /forgot-password (product §2). */
export default function ForgotPasswordPage() {
  return (
    <AuthLayout
      title="Forgot Password"
      subtitle="Enter your email address and we will send you a link to reset your password"
      footer={<TextLink to="/login">Back to Login</TextLink>}
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
