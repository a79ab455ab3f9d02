import type { AreaCard } from '@nextlevel/bff/contract';
import {
  Button,
  Card,
  CardDescription,
  CardFooter,
  CardGrid,
  CardHeader,
  CardTitle,
  ListCard,
  Page,
  PageHeader,
  StatGrid,
  type ListCardItem,
  type Stat,
} from '@nextlevel/design-system';
import { Link } from 'react-router-dom';

export interface AreaDashboardProps {
  title: string;
  description: string;
  stats: readonly Stat[];
  quickActions: readonly { label: string; to: string }[];
  /** Lines of text, or items with their own key and content (a list loaded from the bff). */
  recentActivity: readonly (string | ListCardItem)[];
  /** The other areas this category may enter (`areaCardsFor`, from the area registry): a card each, after the lists. */
  areaCards?: readonly AreaCard[];
}

/** A signed-in area's static dashboard (product §2): figures, then Quick Actions and Recent Activity, then the category's other areas. */
export function AreaDashboard({ title, description, stats, quickActions, recentActivity, areaCards = [] }: AreaDashboardProps) {
  return (
    <Page>
      <PageHeader title={title} description={description} />
      <StatGrid stats={stats} />
      {/* Right under the page's h1: the two cards are its sections (axe heading-order). */}
      <CardGrid>
        <ListCard
          titleLevel={2}
          title="Quick Actions"
          items={quickActions.map(({ label, to }) => ({ id: to, content: <Link to={to}>{label}</Link> }))}
        />
        <ListCard
          titleLevel={2}
          title="Recent Activity"
          items={recentActivity.map((item) => (typeof item === 'string' ? { id: item, content: item } : item))}
        />
        {areaCards.map(({ area, title: cardTitle, description: cardDescription, to }) => (
          <Card key={area}>
            <CardHeader>
              <CardTitle level={2}>{cardTitle}</CardTitle>
              <CardDescription>{cardDescription}</CardDescription>
            </CardHeader>
            <CardFooter>
              <Button asChild>
                <Link to={to}>Open {cardTitle}</Link>
              </Button>
            </CardFooter>
          </Card>
        ))}
      </CardGrid>
    </Page>
  );
}
