import { messages } from '@nextlevel/bff/contract';
import { useAuth } from '@nextlevel/shell/auth';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@nextlevel/shell/error-message';
import { useVerifyEmail } from './api/verify-email';
import { AlreadyVerified, Verified, VerificationFailed, VerifiedSignInNext, Verifying } from './components/VerifyEmailResult';

/** product §4, §9: the member dashboard opens this long after a successful verification. */
export const VERIFY_REDIRECT_MS = 2000;

/**
 * /verify-email?token=… (product §2, §4): verifies and, in the browser that signed up, signs in and
 * goes to the member dashboard. Opened anywhere else (issue #23), or for a changed address (issue
 * #9), the link signs nobody in: the answer has no user, and the page offers Sign In instead. A
 * link used before says the address is already verified (issue #24.10), not that it failed.
 */
export default function VerifyEmailPage() {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const verification = useVerifyEmail(token);
  const navigate = useNavigate();
  const user = verification.data?.user;

  useEffect(() => {
    if (!user) return;
    useAuth.getState().setUser(user);
    const timer = setTimeout(() => navigate('/members/dashboard', { replace: true }), VERIFY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [user, navigate]);

  if (!token) return <VerificationFailed reason={messages.auth.verificationMissingToken} />;
  if (verification.isError) return <VerificationFailed reason={errorMessage(verification.error, messages.errors.verification)} />;
  if (verification.data?.already_verified) return <AlreadyVerified message={verification.data.message} />;
  if (verification.isSuccess && !user) return <VerifiedSignInNext message={verification.data.message} />;
  if (verification.isSuccess) return <Verified message={verification.data.message} />;
  return <Verifying />;
}
