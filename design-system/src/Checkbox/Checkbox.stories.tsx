import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Interactive: Story = {
  render: function Render(args) {
    const [checked, setChecked] = useState(false);
    return <Checkbox {...args} checked={checked} onCheckedChange={setChecked} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Radix arrives with the first Checkbox on a page; until then a disabled stand-in shows.
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeEnabled());
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(box);
    await expect(box).toHaveAttribute('aria-checked', 'true');
  },
};
export const Checked: Story = { args: { checked: true } };
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { globals: { theme: 'dark' }, args: { checked: true } };
