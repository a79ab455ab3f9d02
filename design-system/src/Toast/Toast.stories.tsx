import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { useToast } from './use-toast';

// The preview's global decorator renders <ToastProvider>, as an app's root does.
function ToastDemo({ variant }: { variant: 'default' | 'success' | 'error' }) {
  const { toast } = useToast();
  const texts = {
    default: { title: 'Heads up', description: 'Press F8 to jump to notifications.' },
    success: { title: 'Snippet created successfully' },
    error: { title: 'Something went wrong', description: 'Please try again.' },
  };
  return <Button onClick={() => toast({ ...texts[variant], variant })}>Show {variant} toast</Button>;
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
  args: { variant: 'success' },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /show success toast/i }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getAllByText('Snippet created successfully').length).toBeGreaterThan(0));
  },
};
export const Default: Story = { args: { variant: 'default' } };
export const ErrorTone: Story = { args: { variant: 'error' } };
export const Dark: Story = { globals: { theme: 'dark' }, args: { variant: 'error' } };
