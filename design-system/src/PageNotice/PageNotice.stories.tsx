import type { Meta, StoryObj } from '@storybook/react';
import { Button } from '../Button/Button';
import { PageNotice } from './PageNotice';

const meta = {
  title: 'Feedback/PageNotice',
  component: PageNotice,
  args: {
    title: 'Member-only',
    children: 'This page is not available. It may be coming soon to the member portal.',
    action: (
      <Button asChild variant="outline">
        <a href="#dashboard">Go to your dashboard</a>
      </Button>
    ),
  },
} satisfies Meta<typeof PageNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {};
export const TextOnly: Story = { args: { title: 'Internal-only', children: 'This page is not available.', action: undefined } };
export const Dark: Story = { globals: { theme: 'dark' } };
