import type { Meta, StoryObj } from '@storybook/react';
import { ErrorAnnouncer } from './ErrorAnnouncer';

// Visually hidden by design: the story shows nothing, a screen reader hears the errors.
const meta = {
  title: 'Forms/ErrorAnnouncer',
  component: ErrorAnnouncer,
  args: { errors: { first_name: 'First name is required', email: 'Please enter a valid email address' } },
} satisfies Meta<typeof ErrorAnnouncer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoErrors: Story = {};
export const NoErrors: Story = { args: { errors: {} } };
