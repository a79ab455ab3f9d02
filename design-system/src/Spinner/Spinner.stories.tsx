import type { Meta, StoryObj } from '@storybook/react';
import { Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { label: 'Loading' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--nl-space-4)', alignItems: 'center', color: 'var(--nl-color-primary)' }}>
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" label="Loading" />
    </div>
  ),
};
export const Dark: Story = { globals: { theme: 'dark' } };
