import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FavouriteToggle, type FavouriteToggleProps } from './FavouriteToggle';

const meta = {
  title: 'Components/FavouriteToggle',
  component: FavouriteToggle,
  args: { pressed: false, onPressedChange: fn() },
} satisfies Meta<typeof FavouriteToggle>;

export default meta;

function Stateful(props: FavouriteToggleProps) {
  const [pressed, setPressed] = useState(props.pressed);
  return <FavouriteToggle {...props} pressed={pressed} onPressedChange={setPressed} />;
}
type Story = StoryObj<typeof meta>;

export const NotFavourite: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to favourites' }));
    await expect(args.onPressedChange).toHaveBeenCalledWith(true);
  },
};
export const Favourite: Story = { args: { pressed: true } };
export const Disabled: Story = { args: { pressed: true, disabled: true } };

export const Interactive: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to favourites' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};
export const Dark: Story = { args: { pressed: true }, globals: { theme: 'dark' } };
