import type { Meta, StoryObj } from '@storybook/react';
import { Alert } from './Alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { tone: 'success', children: 'Your settings have been saved.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const ErrorTone: Story = { args: { tone: 'error', title: 'Update failed', children: 'Email is already in use' } };
export const Info: Story = { args: { tone: 'info', children: 'The prompt is added after the quote and author.' } };
export const TitleOnly: Story = { args: { tone: 'success', title: 'Email Verified!', children: undefined } };

export const AllTonesDark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--nl-space-3)' }}>
      <Alert tone="success">Saved.</Alert>
      <Alert tone="error" title="Something went wrong">
        Please try again.
      </Alert>
      <Alert tone="info">Heads up.</Alert>
    </div>
  ),
};
