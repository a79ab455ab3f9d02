import { Loading } from '@nextlevel/design-system';
import { dashboardPathFor } from '@nextlevel/shell/auth';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthLayout } from './AuthLayout';

/** SPEC §2: a signed-in visitor on /login is told, then sent to the dashboard of their category. */
export function RedirectToDashboard({ title, category }: { title: string; category: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(dashboardPathFor(category), { replace: true });
  }, [navigate, category]);
  return (
    <AuthLayout title={title}>
      <Loading text="Redirecting to your dashboard..." />
    </AuthLayout>
  );
}
