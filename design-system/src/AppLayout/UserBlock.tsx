import { useState } from 'react';
import { Button } from '../Button/Button';
import { IconLogOut } from '../Icons/icons';
import { initials } from './initials';
import styles from './AppLayout.module.css';

export interface AppUser {
  first_name: string;
  last_name: string;
  email: string;
}

export interface UserBlockProps {
  user: AppUser;
  onSignOut: () => Promise<void> | void;
}

/** Avatar, name, e-mail and the Sign Out button (busy until onSignOut settles). */
export function UserBlock({ user, onSignOut }: UserBlockProps) {
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      await onSignOut();
    } catch {
      // The caller reports its own failures (e.g. a toast); here the button just becomes usable again.
    } finally {
      setBusy(false);
    }
  };
  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <div className={styles.user}>
      <div className={styles.identity}>
        <span className={styles.avatar} aria-hidden="true">
          {initials(user.first_name, user.last_name)}
        </span>
        <div className={styles.who}>
          <p className={styles.name}>{name}</p>
          <p className={styles.email}>{user.email}</p>
        </div>
      </div>
      <Button
        variant="ghost"
        size="sm"
        fullWidth
        className={styles.signOut}
        busy={busy}
        busyText="Signing out..."
        onClick={() => void signOut()}
      >
        <IconLogOut size={16} />
        Sign Out
      </Button>
    </div>
  );
}
