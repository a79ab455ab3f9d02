import type { Meta, StoryObj } from '@storybook/react';
import { Button } from '../Button/Button';
import { IconPlus } from '../Icons/icons';
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
export const WithActions: Story = {
  args: {
    title: 'Snippets',
    description: 'Manage the quotes members see, with their authors, categories and explanations.',
    actions: (
      <Button>
        <IconPlus size={16} /> Add Snippet
      </Button>
    ),
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
