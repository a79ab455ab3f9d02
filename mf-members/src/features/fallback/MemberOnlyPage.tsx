import { AreaFallback } from '@nextlevel/shell/area';

/** Any other /members/* path (product §2). */
export function MemberOnlyPage() {
  return (
    <AreaFallback title="Member-only" dashboard={{ to: '/members/dashboard', label: 'Go to your dashboard' }}>
      This page is not available. It may be coming soon to the member portal.
    </AreaFallback>
  );
}
