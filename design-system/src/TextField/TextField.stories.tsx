import type { Meta, StoryObj } from '@storybook/react';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', name: 'email', type: 'email', autoComplete: 'email', placeholder: 'you@example.com' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 'calc(var(--nl-space-16) * 6)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'We never share your address.' } };
export const WithError: Story = { args: { defaultValue: 'not-an-email', error: 'Please enter a valid email address' } };
export const Required: Story = { args: { label: 'First Name', type: 'text', required: true, placeholder: undefined } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'ada@example.com' } };
export const Dark: Story = { globals: { theme: 'dark' }, args: { error: 'Please enter a valid email address' } };
