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
/** Sign-in security's cards read the passkeys and two-step verification as the page opens (issue #27): none and off, unless a test answers first. */
const noPasskeys = reply(endpoints.listPasskeys, { passkeys: [] });
const twoStepOff = reply(endpoints.getMfaStatus, { enabled: false, recovery_codes_left: 0, required: false });
const renderSettings = (...network: Network) =>
  renderWithShell(<SettingsPage />, { path: '/internal/settings', user: aStaffUser(), network: [...network, noPasskeys, twoStepOff] });
const template = () => screen.findByRole<HTMLTextAreaElement>('textbox', { name: /^Default Prompt Template/ });
const saveButton = () => screen.getByRole('button', { name: 'Save Default Prompt' });

describe('SettingsPage', () => {
  it('shows Loading... and then the Snippets tab with the stored default prompt and the help text (product §2)', async () => {
    renderSettings(stored);
    expect(within(screen.getByRole('tabpanel')).getByRole('status').textContent).toContain('Loading...');
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

describe('Sign-in security (issue #27 items 1 and 4: any user, staff too)', () => {
  const section = async () => {
    const heading = await screen.findByRole('heading', { level: 2, name: 'Sign-in security' });
    return within(heading.closest('section')!);
  };

  it('shows the Passkeys card and the Two-step verification card under a Sign-in security heading', async () => {
    renderSettings(stored);
    const security = await section();
    expect(security.getByRole('heading', { level: 3, name: 'Passkeys' })).toBeTruthy();
    expect(security.getByRole('heading', { level: 3, name: 'Two-step verification' })).toBeTruthy();
    expect(await security.findByRole('button', { name: 'Add a passkey' })).toBeTruthy();
    // Turning codes on comes back to this screen, not the Members' one.
    const turnOn = await security.findByRole('link', { name: 'Turn on' });
    expect(turnOn.getAttribute('href')).toBe('/setup-two-step?next=%2Finternal%2Fsettings');
  });

  it("lists the staff user's own passkeys and shows codes on with the recovery codes left", async () => {
    renderSettings(
      stored,
      reply(endpoints.listPasskeys, {
        passkeys: [{ id: 'pk-1', name: 'Work laptop', created_at: '2026-11-02T09:00:00.000Z', last_used_at: null }],
      }),
      reply(endpoints.getMfaStatus, { enabled: true, recovery_codes_left: 7, required: true }),
    );
    const security = await section();
    expect(await security.findByText('Work laptop')).toBeTruthy();
    expect(await security.findByText(/7 of 10 recovery codes left/)).toBeTruthy();
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
      { path: '/internal/settings', user: aStaffUser(), network: [...network, noPasskeys, twoStepOff] },
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
