import { Card, CardContent, CardDescription, CardHeader, Loading } from '@nextlevel/design-system';
import { useAuth } from '@nextlevel/shell/auth';
import { SettingsForm } from './components/SettingsForm';
import styles from './SettingsPage.module.css';

/** /members/settings (SPEC §2): the member's own account details. */
export default function SettingsPage() {
  const user = useAuth((state) => state.user);
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>Settings</h1>
        <p className={styles.lead}>Manage your account details</p>
      </header>
      <Card className={styles.card}>
        <CardHeader>
          <h2 className={styles.cardTitle}>Account Information</h2>
          <CardDescription>Update your name, email, country or password</CardDescription>
        </CardHeader>
        <CardContent>{user ? <SettingsForm user={user} /> : <Loading />}</CardContent>
      </Card>
    </div>
  );
}
