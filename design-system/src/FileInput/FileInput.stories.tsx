import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { FileInput } from './FileInput';

const meta = {
  title: 'Forms/FileInput',
  component: FileInput,
  args: { label: 'CSV file', accept: '.csv,text/csv', onFileChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 'calc(var(--nl-space-16) * 6)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'The first row holds the column names.' } };
export const WithError: Story = { args: { error: 'Only .csv files are accepted' } };
export const Required: Story = { args: { required: true } };
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { globals: { theme: 'dark' }, args: { error: 'Only .csv files are accepted' } };
