import type { Meta, StoryObj } from '@storybook/react';
import { Button } from '../Button/Button';
import { IconFileText, IconHeart, IconPlus } from '../Icons/icons';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No snippets found.', description: 'Create your first snippet to get started.', icon: <IconFileText size={28} /> },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  args: {
    action: (
      <Button>
        <IconPlus size={16} />
        New Snippet
      </Button>
    ),
  },
};
export const Favourites: Story = {
  args: {
    title: 'No favorites yet.',
    description: 'Click the heart icon on any snippet to add it to your favorites!',
    icon: <IconHeart size={28} />,
  },
};
export const TitleOnly: Story = { args: { title: 'No snippets available.', description: undefined, icon: undefined } };
export const Dark: Story = { globals: { theme: 'dark' } };
