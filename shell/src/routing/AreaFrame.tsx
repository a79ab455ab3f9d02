import { areas, type RemoteArea } from '@nextlevel/bff/contract';
import { AppLayout } from '@nextlevel/design-system';
import { useAuth } from '@nextlevel/shell/auth';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

export interface AreaFrameProps {
  area: RemoteArea;
  children: ReactNode;
}

/**
 * A signed-in area's layout while the shell still decides or loads (issue #24.9): the same
 * AppLayout the area draws, with its title and the user, without the area's links (they come
 * with its remote). The loading state, the access-denied message and the session-check error show
 * inside it, so the page never goes blank or full-screen in between.
 */
export function AreaFrame({ area, children }: AreaFrameProps) {
  const user = useAuth((s) => s.user);
  const logout = useAuth((s) => s.logout);
  const navigate = useNavigate();
  const signOut = async () => {
    // product §2: Sign Out first navigates to /, then ends the session.
    await navigate('/');
    await logout();
  };
  return (
    <AppLayout title={areas[area].title} {...(user ? { user, onSignOut: signOut } : {})}>
      {children}
    </AppLayout>
  );
}
