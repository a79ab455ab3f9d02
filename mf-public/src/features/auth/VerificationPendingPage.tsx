import { IconMail } from '@nextlevel/design-system';
import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from './components/AuthLayout';
import styles from './components/AuthLayout.module.css';
import { NextSteps } from './components/NextSteps';
import { ResendVerificationForm } from './components/ResendVerificationForm';
import { TextLink } from './components/TextLink';

/** /verification-pending?email=… (product §2): where sign-up and an unverified login land. */
export default function VerificationPendingPage() {
  const email = useSearchParams()[0].get('email')?.trim() ?? '';
  const subtitle = email ? (
    <>
      We&apos;ve sent a verification link to <strong className={styles.email}>{email}</strong>
    </>
  ) : (
    'Enter your email address and we will send you a new verification link'
  );
  return (
    <AuthLayout
      title="Check Your Email"
      subtitle={subtitle}
      icon={<IconMail size={28} />}
      footer={<TextLink to="/login">Back to Login</TextLink>}
    >
      <NextSteps />
      <ResendVerificationForm email={email} />
    </AuthLayout>
  );
}
