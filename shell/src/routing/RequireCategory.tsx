import type { UserCategory } from '@nextlevel/bff/contract';
import { Loading } from '@nextlevel/design-system';
import { dashboardPathFor, useAuth } from '@nextlevel/shell/auth';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { AccessDenied } from './AccessDenied';

interface Props {
  category: UserCategory;
  children: ReactNode;
}

/** SPEC §2 "Protected routes": Loading..., no user → /login (or / right after Sign Out), wrong category → own dashboard. */
export function RequireCategory({ category, children }: Props) {
  const user = useAuth((s) => s.user);
  const status = useAuth((s) => s.status);
  const signedOut = useAuth((s) => s.signedOut);
  if (status !== 'ready') return <Loading />;
  // After Sign Out the visitor is on their way to / (SPEC §2); anyone else signs in first.
  if (!user) return <Navigate to={signedOut ? '/' : '/login'} replace />;
  if (user.category !== category) return <AccessDenied to={dashboardPathFor(user.category)} />;
  return children;
}
