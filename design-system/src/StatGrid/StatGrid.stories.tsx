import type { Meta, StoryObj } from '@storybook/react';
import { StatGrid } from './StatGrid';

const meta = {
  title: 'Components/StatGrid',
  component: StatGrid,
  args: {
    stats: [
      { label: 'Total Users', value: '0' },
      { label: 'Countries', value: '196' },
      { label: 'System Status', value: 'Online' },
      { label: 'Configuration', value: 'Ready' },
    ],
  },
} satisfies Meta<typeof StatGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourFigures: Story = {};
export const ThreeFigures: Story = {
  args: {
    stats: [
      { label: 'Account', value: 'Active' },
      { label: 'Apps', value: '3' },
      { label: 'Member since', value: '2024' },
    ],
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
