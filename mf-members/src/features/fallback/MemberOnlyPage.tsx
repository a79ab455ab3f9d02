import { Button, PageNotice } from '@nextlevel/design-system';
import { Link } from 'react-router-dom';

/** Any other /members/* path (SPEC §2). */
export function MemberOnlyPage() {
  return (
    <PageNotice
      title="Member-only"
      action={
        <Button asChild variant="outline">
          <Link to="/members/dashboard">Go to your dashboard</Link>
        </Button>
      }
    >
      This page is not available. It may be coming soon to the member portal.
    </PageNotice>
  );
}
