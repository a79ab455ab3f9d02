import type { Meta, StoryObj } from '@storybook/react';
import { Loading } from './Loading';

const meta = {
  title: 'Feedback/Loading',
  component: Loading,
} satisfies Meta<typeof Loading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomText: Story = { args: { text: 'Loading snippets...' } };
export const Dark: Story = { globals: { theme: 'dark' } };
