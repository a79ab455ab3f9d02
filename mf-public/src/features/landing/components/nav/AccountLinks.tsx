import { Button, IconDashboard } from '@nextlevel/design-system';
import { dashboardPathFor, useAuth } from '@nextlevel/shell/auth';
import { Link } from 'react-router-dom';
import styles from './AccountLinks.module.css';

interface AccountLinksProps {
  onNavigate: () => void;
}

/** product §1: Dashboard and the first name when signed in; Login and Sign Up when signed out. */
export function AccountLinks({ onNavigate }: AccountLinksProps) {
  const user = useAuth((state) => state.user);
  if (user) {
    return (
      <div className={styles.account}>
        <span className={styles.user}>
          <span className={styles.avatar} aria-hidden="true">
            {user.first_name.charAt(0).toUpperCase()}
          </span>
          <span>{user.first_name}</span>
        </span>
        <Button asChild size="sm">
          <Link to={dashboardPathFor(user.category)} onClick={onNavigate}>
            <IconDashboard size={16} />
            Dashboard
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.account}>
      <Button asChild variant="ghost" size="sm">
        <Link to="/login" onClick={onNavigate}>
          Login
        </Link>
      </Button>
      <Button asChild size="sm">
        <Link to="/sign-up" onClick={onNavigate}>
          Sign Up
        </Link>
      </Button>
    </div>
  );
}
