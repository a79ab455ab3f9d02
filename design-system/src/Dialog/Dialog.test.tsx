import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from './Dialog';
import { preloadWidgets } from '../utils/preload-widgets';

function Example({ description }: { description?: string }) {
  return (
    <Dialog>
      <DialogTrigger>Delete snippet</DialogTrigger>
      <DialogContent title="Delete this snippet?" description={description}>
        <DialogClose>Cancel</DialogClose>
      </DialogContent>
    </Dialog>
  );
}

beforeAll(preloadWidgets);

describe('Dialog', () => {
  it('opens a modal named by its title and described by its description', async () => {
    render(<Example description="This cannot be undone." />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete snippet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this snippet?' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('This cannot be undone.');
  });

  it('closes with DialogClose, the close button and Escape, returning focus to the trigger', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Delete snippet' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no axe violations while open', async () => {
    const { baseElement } = render(<Example description="Sure?" />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete snippet' }));
    await screen.findByRole('dialog');
    expect(await axeViolations(baseElement, ['region'])).toEqual([]);
  });
});
