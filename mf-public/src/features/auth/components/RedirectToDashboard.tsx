import { Loading } from '@nextlevel/design-system';
import { dashboardPathFor, signInReturnPath } from '@nextlevel/shell/auth';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthLayout } from './AuthLayout';

export interface RedirectToDashboardProps {
  title: string;
  category: string;
  /** Where the visitor was going when they were asked to sign in (/login?next=…), if anywhere. */
  next?: string | null;
}

/**
 * product §2: a signed-in visitor on /login is told, then sent to the dashboard of their category,
 * or back to where they were going when that is a page of their own area (issue #24.8).
 */
export function RedirectToDashboard({ title, category, next }: RedirectToDashboardProps) {
  const navigate = useNavigate();
  const to = signInReturnPath(next, category);
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return (
    <AuthLayout title={title}>
      <Loading text={to === dashboardPathFor(category) ? 'Redirecting to your dashboard...' : 'Redirecting...'} />
    </AuthLayout>
  );
}
