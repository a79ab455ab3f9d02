import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { dismiss, getToasts, toast } from './toast-store';
import { ToastProvider } from './ToastProvider';
import { useToast } from './use-toast';
import { preloadWidgets } from '../utils/preload-widgets';

function Raise() {
  const { toast: show } = useToast();
  return (
    <button type="button" onClick={() => show({ title: 'Snippet created successfully', variant: 'success' })}>
      Save
    </button>
  );
}

afterEach(() => {
  act(() => dismiss());
});

beforeAll(preloadWidgets);

describe('ToastProvider', () => {
  it('shows a toast raised from a component with useToast', async () => {
    render(
      <ToastProvider>
        <Raise />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Snippet created successfully')).length).toBeGreaterThan(0);
  });

  it('shows a toast raised outside React with the plain toast() function, one at a time', async () => {
    render(<ToastProvider />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', description: 'Details', variant: 'error' });
    });
    expect((await screen.findAllByText('Second')).length).toBeGreaterThan(0);
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getAllByText('Details').length).toBeGreaterThan(0);
  });

  it('closes by itself after 5000 ms', () => {
    vi.useFakeTimers();
    try {
      render(<ToastProvider />);
      act(() => {
        toast({ title: 'Timed' });
      });
      act(() => {
        vi.advanceTimersByTime(4999);
      });
      expect(getToasts().map((t) => t.open)).toEqual([true]);
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(getToasts().map((t) => t.open)).toEqual([false]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes from its Close button', async () => {
    render(<ToastProvider />);
    act(() => {
      toast({ title: 'Bye' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('renders a viewport region that names the F8 hotkey', () => {
    render(<ToastProvider />);
    expect(screen.getByRole('region').getAttribute('aria-label')).toMatch(/F8/);
  });

  it('has no axe violations with a toast showing', async () => {
    const { baseElement } = render(<ToastProvider />);
    act(() => {
      toast({ title: 'Saved', variant: 'success' });
    });
    await screen.findAllByText('Saved');
    expect(await axeViolations(baseElement)).toEqual([]);
  });

  it('#24.5 stands at the top, and at the bottom when the button that raised it is under the top band', async () => {
    const { container } = render(
      <ToastProvider>
        <Raise />
      </ToastProvider>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    const at = (top: number) =>
      vi
        .spyOn(save, 'getBoundingClientRect')
        .mockReturnValue({ left: 900, right: 1000, top, bottom: top + 40, width: 100, height: 40 } as DOMRect);
    const viewport = () => container.ownerDocument.querySelector('ol[data-side]');
    vi.spyOn(HTMLOListElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 416, height: 100 } as DOMRect);
    at(600);
    await userEvent.click(save);
    await screen.findAllByText('Snippet created successfully');
    expect(viewport()?.getAttribute('data-side')).toBe('top');
    act(() => dismiss());
    at(20);
    await userEvent.click(save);
    await waitFor(() => expect(viewport()?.getAttribute('data-side')).toBe('bottom'));
    vi.restoreAllMocks();
  });
});
