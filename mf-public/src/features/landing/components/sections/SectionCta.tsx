import { Button, IconArrowRight } from '@nextlevel/design-system';
import { dashboardPathFor, useAuth } from '@nextlevel/shell/auth';
import { Link } from 'react-router-dom';

interface SectionCtaProps {
  variant?: 'primary' | 'secondary' | 'outline';
  className?: string;
}

/** A section's closing button (product §2): Enter to the visitor's own dashboard, or SIGN UP. */
export function SectionCta({ variant = 'primary', className }: SectionCtaProps) {
  const user = useAuth((state) => state.user);
  const to = user ? dashboardPathFor(user.category) : '/sign-up';
  return (
    <Button asChild variant={variant} size="lg" className={className}>
      <Link to={to}>
        {user ? 'Enter' : 'SIGN UP'}
        <IconArrowRight size={18} />
      </Link>
    </Button>
  );
}
