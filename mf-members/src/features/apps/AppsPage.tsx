import { Button, Card, CardGrid, IconArrowRight, IconLightbulb, Page, PageHeader } from '@nextlevel/design-system';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styles from './AppsPage.module.css';

/** /members/apps (product §2): the apps launcher; one app today, Snippets. */
export default function AppsPage() {
  const titleId = useId();
  return (
    <Page>
      <PageHeader title="Apps" />
      <CardGrid>
        <Card className={styles.app}>
          <span className={styles.icon} aria-hidden="true">
            <IconLightbulb size={28} />
          </span>
          <h2 id={titleId} className={styles.title}>
            Snippets
          </h2>
          <p className={styles.description}>Small bites of collective wisdom</p>
          <Button asChild className={styles.go}>
            <Link to="/members/apps/snippets" aria-describedby={titleId}>
              Go
              <IconArrowRight size={16} />
            </Link>
          </Button>
        </Card>
      </CardGrid>
    </Page>
  );
}
