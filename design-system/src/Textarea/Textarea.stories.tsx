import type { Meta, StoryObj } from '@storybook/react';
import { Textarea } from './Textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: { label: 'Snippet Text', name: 'text', rows: 4 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 'calc(var(--nl-space-16) * 8)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Prompt: Story = { args: { label: 'Prompt', rows: 15, hint: 'Added after the quote and author.' } };
export const WithError: Story = { args: { required: true, error: 'Snippet text is required' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Read-only text' } };
export const Dark: Story = { globals: { theme: 'dark' } };
