import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { Tooltip, TooltipProvider } from './Tooltip';
import { preloadWidgets } from '../utils/preload-widgets';

function Example() {
  return (
    <TooltipProvider>
      <Tooltip content="Load another snippet">
        <button type="button">Refresh</button>
      </Tooltip>
    </TooltipProvider>
  );
}

beforeAll(preloadWidgets);

describe('Tooltip', () => {
  it('opens on keyboard focus and describes its trigger', async () => {
    render(<Example />);
    await userEvent.tab();
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toBe('Load another snippet');
    expect(screen.getByRole('button', { name: 'Refresh' }).getAttribute('aria-describedby')).toBe(tip.id);
  });

  it('waits 700 ms on hover before opening', () => {
    vi.useFakeTimers();
    try {
      render(<Example />);
      const trigger = screen.getByRole('button', { name: 'Refresh' });
      fireEvent.pointerMove(trigger, { pointerType: 'mouse' });
      act(() => {
        vi.advanceTimersByTime(699);
      });
      expect(screen.queryByRole('tooltip')).toBeNull();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.getByRole('tooltip').textContent).toBe('Load another snippet');
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes on Escape', async () => {
    render(<Example />);
    await userEvent.tab();
    await screen.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('has no axe violations while open', async () => {
    const { baseElement } = render(<Example />);
    await userEvent.tab();
    await screen.findByRole('tooltip');
    expect(await axeViolations(baseElement, ['region'])).toEqual([]);
  });
});
