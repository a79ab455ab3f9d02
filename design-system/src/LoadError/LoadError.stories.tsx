import type { Meta, StoryObj } from '@storybook/react';
import { LoadError } from './LoadError';

const meta = {
  title: 'Feedback/LoadError',
  component: LoadError,
  args: { title: 'Failed to fetch favourites', children: 'Internal server error', onRetry: () => {} },
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {};
export const Retrying: Story = { args: { retrying: true } };
export const WithoutReason: Story = { args: { children: undefined } };
export const Dark: Story = { globals: { theme: 'dark' } };
