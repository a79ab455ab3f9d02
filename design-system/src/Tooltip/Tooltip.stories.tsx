import type { Meta, StoryObj } from '@storybook/react';
import { Button } from '../Button/Button';
import { IconRefresh } from '../Icons/icons';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Feedback/Tooltip',
  component: Tooltip,
  args: {
    content: 'Load another snippet',
    children: (
      <Button variant="outline" aria-label="Refresh">
        <IconRefresh size={18} />
      </Button>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--nl-space-16)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnHover: Story = {};
export const Bottom: Story = { args: { side: 'bottom' } };
export const Dark: Story = { globals: { theme: 'dark' } };
