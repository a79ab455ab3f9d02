import { publicPages } from '@nextlevel/bff/contract';
import { Loading } from '@nextlevel/design-system';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import LandingPage from '../features/landing/LandingPage';

// The auth screens and the 404 page are their own chunks: a visitor to / downloads none of them.
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const SignUpPage = lazy(() => import('../features/auth/SignUpPage'));
const VerificationPendingPage = lazy(() => import('../features/auth/VerificationPendingPage'));
const VerifyEmailPage = lazy(() => import('../features/auth/VerifyEmailPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const SetupTwoStepPage = lazy(() => import('../features/auth/SetupTwoStepPage'));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));

/**
 * mf-public './routes': the landing page, the auth screens and the 404 page (product §2). The shell
 * mounts it at `/*`, so the contract's paths serve as they are: the bff answers every path not in
 * that list with 404 (issue #24.11).
 */
export default function PublicRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path={publicPages.landing} element={<LandingPage />} />
        <Route path={publicPages.login} element={<LoginPage />} />
        <Route path={publicPages.signUp} element={<SignUpPage />} />
        <Route path={publicPages.verificationPending} element={<VerificationPendingPage />} />
        <Route path={publicPages.verifyEmail} element={<VerifyEmailPage />} />
        <Route path={publicPages.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={publicPages.resetPassword} element={<ResetPasswordPage />} />
        <Route path={publicPages.setupTwoStep} element={<SetupTwoStepPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
