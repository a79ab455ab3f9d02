import type { Meta, StoryObj } from '@storybook/react';
import { Button } from '../Button/Button';
import { IconGlobe, IconUsers } from '../Icons/icons';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  render: (args) => (
    <Card {...args} style={{ maxWidth: 'calc(var(--nl-space-16) * 6)' }}>
      <CardHeader>
        <CardTitle>Snippets</CardTitle>
        <CardDescription>Small bites of collective wisdom</CardDescription>
      </CardHeader>
      <CardContent>One random quote a day, with an explanation when you want more.</CardContent>
      <CardFooter>
        <Button>Go</Button>
      </CardFooter>
    </Card>
  ),
};

export const StatGrid: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 'var(--nl-space-4)',
        gridTemplateColumns: 'repeat(auto-fit, minmax(calc(var(--nl-space-16) * 3), 1fr))',
      }}
    >
      {[
        { title: 'Total Users', value: '0', icon: <IconUsers /> },
        { title: 'Countries', value: '196', icon: <IconGlobe /> },
      ].map((stat) => (
        <Card key={stat.title}>
          <CardHeader>
            <CardDescription>{stat.title}</CardDescription>
            <CardTitle style={{ fontSize: 'var(--nl-text-3xl)' }}>{stat.value}</CardTitle>
          </CardHeader>
          <CardContent>{stat.icon}</CardContent>
        </Card>
      ))}
    </div>
  ),
};

export const Dark: Story = { ...Full, globals: { theme: 'dark' } };
