import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from './components/AuthLayout';
import { ResetPasswordForm } from './components/ResetPasswordForm';
import { TextLink } from './components/TextLink';

/** /reset-password?token=… (product §2). */
export default function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  return (
    <AuthLayout
      title="Reset Password"
      subtitle="Choose a new password for your account"
      footer={<TextLink to="/login">Back to Login</TextLink>}
    >
      <ResetPasswordForm token={token} />
    </AuthLayout>
  );
}
