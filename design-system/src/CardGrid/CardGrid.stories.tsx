import type { Meta, StoryObj } from '@storybook/react';
import { Card, CardContent, CardHeader, CardTitle } from '../Card/Card';
import { CardGrid } from './CardGrid';

const meta = {
  title: 'Layout/CardGrid',
  component: CardGrid,
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoCards: Story = {
  render: (args) => (
    <CardGrid {...args}>
      {['Quick Actions', 'Recent Activity'].map((title) => (
        <Card key={title}>
          <CardHeader>
            <CardTitle>{title}</CardTitle>
          </CardHeader>
          <CardContent>Placeholder content</CardContent>
        </Card>
      ))}
    </CardGrid>
  ),
};
