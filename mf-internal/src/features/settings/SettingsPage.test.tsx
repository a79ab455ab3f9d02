import { endpoints, messages } from '@nextlevel/bff/contract';
import {
  aStaffUser,
  bodySentTo,
  fails,
  findLocation,
  http,
  HttpResponse,
  pending,
  renderWithShell,
  reply,
  resetShell,
  sentRequests,
  type ShellRenderOptions,
} from '@nextlevel/shell/testing';
import { act, screen, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import SettingsPage from './SettingsPage';

afterEach(resetShell);

type Network = NonNullable<ShellRenderOptions['network']>;

const stored = reply(endpoints.getDefaultPrompt, { value: 'Explain the quote above.' });
const renderSettings = (...network: Network) =>
  renderWithShell(<SettingsPage />, { path: '/internal/settings', user: aStaffUser(), network });
const template = () => screen.findByRole<HTMLTextAreaElement>('textbox', { name: /^Default Prompt Template/ });
const saveButton = () => screen.getByRole('button', { name: 'Save Default Prompt' });

describe('SettingsPage', () => {
  it('shows Loading... and then the Snippets tab with the stored default prompt and the help text (product §2)', async () => {
    renderSettings(stored);
    expect(screen.getByRole('status').textContent).toContain('Loading...');
    expect((await template()).value).toBe('Explain the quote above.');
    expect((await template()).getAttribute('rows')).toBe('15');
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Snippets' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('This prompt is automatically added after the quote and author when a snippet is selected.')).toBeTruthy();
  });

  it('saves the edited prompt as {value}, reads Saving... meanwhile, and toasts Default prompt saved successfully', async () => {
    let answer: (response: Response) => void = () => {};
    const { user } = renderSettings(
      stored,
      http.post(endpoints.saveDefaultPrompt.path, () => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const box = await template();
    await user.clear(box);
    await user.type(box, 'Explain it to a beginner.');
    await user.click(saveButton());
    expect((screen.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => answer(HttpResponse.json({ value: 'Explain it to a beginner.' })));
    expect(await screen.findByText(messages.success.defaultPromptSaved)).toBeTruthy();
    expect(bodySentTo(endpoints.saveDefaultPrompt)).toEqual({ value: 'Explain it to a beginner.' });
  });

  it('toasts Error / Failed to save default prompt when the save fails', async () => {
    const { user } = renderSettings(stored, fails(endpoints.saveDefaultPrompt, 500, messages.errors.internal));
    await template();
    await user.click(saveButton());
    expect(await screen.findByText(messages.errors.saveDefaultPrompt)).toBeTruthy();
    expect(screen.getByText(messages.errors.title)).toBeTruthy();
  });

  it('refuses a blank prompt with Required and sends nothing', async () => {
    const { user } = renderSettings(stored, pending(endpoints.saveDefaultPrompt));
    await user.clear(await template());
    await user.type(await template(), '   ');
    await user.click(saveButton());
    expect(screen.getByText(messages.required)).toBeTruthy();
    expect((await template()).getAttribute('aria-invalid')).toBe('true');
    expect(sentRequests(endpoints.saveDefaultPrompt)).toEqual([]);
  });

  it('says so when the default prompt cannot load', async () => {
    renderSettings(fails(endpoints.getDefaultPrompt, 503, messages.errors.unavailable));
    expect((await screen.findByRole('alert')).textContent).toContain(messages.errors.unavailable);
  });
});

describe('#24.4 an edited Default Prompt is not left silently', () => {
  /** The page with a link elsewhere in the area, as the sidebar has. */
  const renderWithLink = (...network: Network) =>
    renderWithShell(
      <>
        <SettingsPage />
        <Link to="/internal/dashboard">Dashboard</Link>
      </>,
      { path: '/internal/settings', user: aStaffUser(), network },
    );

  it('asks before a link leaves an edit unsaved, and stays on Keep editing', async () => {
    const { user } = renderWithLink(stored);
    await user.type(await template(), ' Briefly.');
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect((await template()).value).toBe('Explain the quote above. Briefly.');
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard changes' }));
    expect(await findLocation()).toBe('/internal/dashboard');
  });

  it('leaves without asking once the edit is saved', async () => {
    const { user } = renderWithLink(stored, reply(endpoints.saveDefaultPrompt, { value: 'Explain the quote above. Briefly.' }));
    await user.type(await template(), ' Briefly.');
    await user.click(saveButton());
    await screen.findByText(messages.success.defaultPromptSaved);
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await findLocation()).toBe('/internal/dashboard');
  });
});
