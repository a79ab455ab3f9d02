import type { Meta, StoryObj } from '@storybook/react';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: { title: 'Dashboard', description: 'Welcome, Ada. An overview of the NextLevel system.' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDescription: Story = {};
export const TitleOnly: Story = { args: { title: 'Welcome back!', description: undefined } };
export const Dark: Story = { globals: { theme: 'dark' } };
