import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { Select } from './Select';

const countries = [
  { value: 'DE', label: 'Germany' },
  { value: 'KE', label: 'Kenya' },
  { value: 'PT', label: 'Portugal' },
  { value: 'US', label: 'United States' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Country', options: countries, placeholder: 'Select your country', name: 'country' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 'calc(var(--nl-space-16) * 6)', minHeight: 'calc(var(--nl-space-16) * 4)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('PT');
    return <Select {...args} value={value} onValueChange={setValue} />;
  },
};

export const TimeRange: Story = {
  args: {
    label: 'Time range',
    value: '30',
    options: [
      { value: '7', label: 'Last 7 days' },
      { value: '30', label: 'Last 30 days' },
      { value: '90', label: 'Last 90 days' },
    ],
  },
};
export const WithError: Story = { args: { required: true, error: 'Please select a country' } };
export const Disabled: Story = { args: { disabled: true, value: 'KE' } };
export const Dark: Story = { globals: { theme: 'dark' }, args: { value: 'DE' } };
