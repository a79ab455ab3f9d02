import { Card, CardContent, CardHeader, CardTitle } from '@nextlevel/design-system';
import { useAuth } from '@nextlevel/shell/auth';
import { Link } from 'react-router-dom';
import { quickActions, recentActivity, stats } from './dashboard-content';
import styles from './DashboardPage.module.css';

/** /members/dashboard: a static welcome (SPEC §2). */
export function DashboardPage() {
  const firstName = useAuth((s) => s.user?.first_name);
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.heading}>Welcome back{firstName ? `, ${firstName}` : ''}!</h1>
        <p className={styles.intro}>Here is an overview of your NextLevel account.</p>
      </header>
      <dl className={styles.stats}>
        {stats.map(({ label, value }) => (
          <Card key={label} className={styles.stat}>
            <dt className={styles.statLabel}>{label}</dt>
            <dd className={styles.statValue}>{value}</dd>
          </Card>
        ))}
      </dl>
      <div className={styles.lists}>
        <Card>
          <CardHeader>
            <CardTitle>Quick Actions</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className={styles.list}>
              {quickActions.map(({ label, to }) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Recent Activity</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className={styles.list}>
              {recentActivity.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
