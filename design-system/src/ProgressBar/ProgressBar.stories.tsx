import type { Meta, StoryObj } from '@storybook/react';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading...', value: 0.42 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 'calc(var(--nl-space-16) * 6)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {};
export const Empty: Story = { args: { value: 0 } };
export const Complete: Story = { args: { value: 1 } };
export const Indeterminate: Story = { args: { label: 'Storing...', value: undefined } };
export const Dark: Story = { globals: { theme: 'dark' } };
