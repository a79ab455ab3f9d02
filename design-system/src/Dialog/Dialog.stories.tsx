import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from './Dialog';

// Annotated rather than `satisfies`: the inferred type names Radix's own package, which the declarations
// `tsc -b` writes for the design system cannot import.
const meta: Meta<typeof Dialog> = {
  title: 'Components/Dialog',
  component: Dialog,
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>Delete snippet</Button>
      </DialogTrigger>
      <DialogContent title="Delete this snippet?" description="This cannot be undone.">
        <div style={{ display: 'flex', gap: 'var(--nl-space-3)', justifyContent: 'flex-end' }}>
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button variant="danger">Delete</Button>
        </div>
      </DialogContent>
    </Dialog>
  ),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Radix arrives with the first Dialog on a page; until then its trigger is an inert stand-in.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete snippet' })).toHaveAttribute('aria-haspopup', 'dialog'));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete snippet' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('dialog', { name: 'Delete this snippet?' })).toBeInTheDocument());
  },
};

export const OpenDark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
