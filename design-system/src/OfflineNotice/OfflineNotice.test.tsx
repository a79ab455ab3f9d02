import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { OfflineNotice } from './OfflineNotice';

const goOnline = (online: boolean) =>
  act(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });

afterEach(() => vi.restoreAllMocks());

describe('OfflineNotice', () => {
  it('shows while the browser is offline, and goes when it is back online', () => {
    render(<OfflineNotice>You are offline.</OfflineNotice>);
    expect(screen.queryByRole('status')).toBeNull();
    goOnline(false);
    expect(screen.getByRole('status').textContent).toBe('You are offline.');
    goOnline(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('has no axe violations', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { container } = render(<OfflineNotice>You are offline.</OfflineNotice>);
    expect(await axeViolations(container)).toEqual([]);
  });
});
