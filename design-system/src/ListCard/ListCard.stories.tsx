import type { Meta, StoryObj } from '@storybook/react';
import { ListCard } from './ListCard';

const meta = {
  title: 'Components/ListCard',
  component: ListCard,
  args: {
    title: 'Quick Actions',
    items: [
      { id: 'upload', content: <a href="#upload">Upload data from CSV</a> },
      { id: 'snippets', content: <a href="#snippets">Manage snippets</a> },
    ],
  },
} satisfies Meta<typeof ListCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Links: Story = {};
export const TextLines: Story = {
  args: {
    title: 'Recent Activity',
    items: [
      { id: 'none', content: 'No recent activity yet' },
      { id: 'later', content: 'Activity will appear here' },
    ],
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
