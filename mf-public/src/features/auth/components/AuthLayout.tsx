import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@nextlevel/design-system';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './AuthLayout.module.css';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  /** A status icon shown above the title. */
  icon?: ReactNode;
  /** Links under the card body ("Back to Login", "Create one here"). */
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame every account screen shares: the wordmark home link and one card on the brand background. */
export function AuthLayout({ title, subtitle, icon, footer, children }: AuthLayoutProps) {
  return (
    <main className={styles.page}>
      <Link to="/" className={styles.wordmark} aria-label="NextLevel home">
        Next<span className={styles.wordmarkAccent}>Level</span>
      </Link>
      <Card className={styles.card}>
        <CardHeader className={styles.header}>
          {icon ? <div className={styles.icon}>{icon}</div> : null}
          <h1 className={styles.title}>{title}</h1>
          {subtitle ? <CardDescription className={styles.subtitle}>{subtitle}</CardDescription> : null}
        </CardHeader>
        <CardContent className={styles.content}>{children}</CardContent>
        {footer ? <CardFooter className={styles.footer}>{footer}</CardFooter> : null}
      </Card>
    </main>
  );
}
