import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { LoadArea } from './area-loader';
import { createLazyAreas } from './lazy-areas';
import { RemoteArea } from './RemoteArea';

const Members = () => <h1>Member area</h1>;

const renderArea = (load: LoadArea) =>
  render(
    <>
      <header>Site header</header>
      <RemoteArea area="members" areas={createLazyAreas(load)} />
    </>,
  );

describe('RemoteArea', () => {
  it("shows Loading... and then the remote's routes", async () => {
    const load = vi.fn<LoadArea>(async () => ({ default: Members }));
    renderArea(load);
    expect(screen.getByRole('status').textContent).toContain('Loading...');
    expect(await screen.findByRole('heading', { name: 'Member area' })).toBeTruthy();
    expect(load).toHaveBeenCalledWith('members', false);
  });

  it('shows a friendly error in place of a remote that fails, keeping the rest of the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderArea(vi.fn<LoadArea>(async () => Promise.reject(new Error('ScriptExternalLoadError'))));
    expect(await screen.findByRole('heading', { name: 'The member area could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByText('Site header')).toBeTruthy();
  });

  it('retries with a fresh lazy() and renders the area once the load succeeds', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn<LoadArea>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Members });
    renderArea(load);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Member area' })).toBeTruthy();
    expect(load.mock.calls).toEqual([
      ['members', false],
      ['members', true],
    ]);
  });

  it('#26.6 tells the release signals of each load, and of an error its boundary caught', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const report = vi.fn();
    const Broken = () => {
      throw new Error('boom');
    };
    render(<RemoteArea area="members" areas={createLazyAreas(async () => ({ default: Broken }), { report })} />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(report.mock.calls).toEqual([
      ['members', 'load'],
      ['members', 'error'],
    ]);
  });

  it('catches an area that throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('boom');
    };
    renderArea(vi.fn<LoadArea>(async () => ({ default: Broken })));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('with queries: loads the remote alongside react-query and gives the area the shared query client', async () => {
    const UsesQueries = () => <p>{useQueryClient().getDefaultOptions().queries?.retry === undefined ? 'no defaults' : 'client ready'}</p>;
    const load = vi.fn<LoadArea>(async () => ({ default: UsesQueries }));
    render(<RemoteArea area="members" areas={createLazyAreas(load)} withQueries />);
    // Started before react-query has arrived, not after it.
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/client ready|no defaults/, undefined, { timeout: 5000 })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
