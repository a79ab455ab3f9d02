import { NOT_FOUND_TITLE } from '@nextlevel/bff/contract';
import { Button, PageNotice } from '@nextlevel/design-system';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface AreaFallbackProps {
  title: string;
  children: ReactNode;
  /** The area's dashboard, offered as the way on. */
  dashboard: { to: string; label: string };
}

/**
 * Any path of a signed-in area that has no page (product §2), with a way back to the dashboard. The
 * bff answers such a path 404 under the same document title (issue #24.11).
 */
export function AreaFallback({ title, children, dashboard }: AreaFallbackProps) {
  return (
    <>
      <title>{NOT_FOUND_TITLE}</title>
      <PageNotice
        title={title}
        action={
          <Button asChild variant="outline">
            <Link to={dashboard.to}>{dashboard.label}</Link>
          </Button>
        }
      >
        {children}
      </PageNotice>
    </>
  );
}
