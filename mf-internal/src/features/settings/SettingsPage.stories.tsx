import { endpoints, messages, passkeyMessages } from '@nextlevel/bff/contract';
import { aStaffUser, dark, fails, narrow, pending, reply, type ScreenMeta, type ScreenStory } from '@nextlevel/shell/stories';
import { userEvent, within } from 'storybook/test';

const prompt = [
  'Explain this quote to a member of our skills programme who is meeting it for the first time.',
  'Say in two or three sentences what it means, where it comes from, and one way to apply it at work this week.',
  'Use plain English and keep it under 200 words.',
].join('\n\n');

const page = () => within(document.body);
const template = () => page().findByRole('textbox', { name: /^Default Prompt Template/ });
/** Edits the template and presses Save Default Prompt. */
const save = async (text?: string) => {
  const box = await template();
  if (text !== undefined) {
    await userEvent.clear(box);
    if (text) await userEvent.paste(text);
  }
  await userEvent.click(page().getByRole('button', { name: 'Save Default Prompt' }));
};

const meta = {
  title: 'Screens/Internal/Settings',
  parameters: {
    screen: { path: '/internal/settings', user: aStaffUser() },
    msw: {
      prompt: reply(endpoints.getDefaultPrompt, { value: prompt }),
      // Sign-in security (issue #27 items 1 and 4): no passkeys, codes off, unless a story says otherwise.
      passkeys: reply(endpoints.listPasskeys, { passkeys: [] }),
      twoStep: reply(endpoints.getMfaStatus, { enabled: false, recovery_codes_left: 0, required: false }),
    },
  },
} satisfies ScreenMeta;
export default meta;

export const Filled: ScreenStory = {};

export const Loading: ScreenStory = { parameters: { msw: { prompt: pending(endpoints.getDefaultPrompt) } } };

export const LoadFailed: ScreenStory = {
  parameters: { msw: { prompt: fails(endpoints.getDefaultPrompt, 503, messages.errors.unavailable) } },
};

export const LongPrompt: ScreenStory = {
  parameters: {
    msw: {
      prompt: reply(endpoints.getDefaultPrompt, {
        value: `${prompt}\n\n${'Mention a real situation a team lead, an engineer or a sales manager could meet, and end with a question the member can think about on the way home. '.repeat(6)}`,
      }),
    },
  },
};

export const Saving: ScreenStory = {
  parameters: { msw: { save: pending(endpoints.saveDefaultPrompt) } },
  play: async () => {
    await save();
    await page().findByRole('button', { name: 'Saving...' });
  },
};

export const Saved: ScreenStory = {
  parameters: { msw: { save: reply(endpoints.saveDefaultPrompt, { value: 'Explain the quote in one paragraph for a new manager.' }) } },
  play: async () => {
    await save('Explain the quote in one paragraph for a new manager.');
    await page().findByText(messages.success.defaultPromptSaved);
  },
};

export const SaveFailed: ScreenStory = {
  parameters: { msw: { save: fails(endpoints.saveDefaultPrompt, 500, messages.errors.internal) } },
  play: async () => {
    await save();
    await page().findByText(messages.errors.saveDefaultPrompt);
  },
};

export const BlankPrompt: ScreenStory = {
  play: async () => {
    await save('');
    await page().findByText(messages.required);
  },
};

export const Narrow = narrow(Filled);
export const Dark = dark(Saved);

// Sign-in security (issue #27 items 1 and 4): the shell SDK's Passkeys and Two-step verification
// cards under the tabs; none and off is the default above.
const passkeyList = {
  passkeys: [
    {
      id: '3b1e9c70-5a2d-4f8e-b6c1-0d9a7e4f2c11',
      name: 'Office security key',
      created_at: '2026-10-14T08:15:00.000Z',
      last_used_at: '2026-11-25T07:58:00.000Z',
    },
    { id: '3b1e9c70-5a2d-4f8e-b6c1-0d9a7e4f2c12', name: 'Work phone', created_at: '2026-11-03T16:40:00.000Z', last_used_at: null },
  ],
};

/** Passkeys listed and codes on, as the policy requires of staff in production (no Turn off). */
export const SignInSecurity: ScreenStory = {
  parameters: {
    msw: {
      passkeys: reply(endpoints.listPasskeys, passkeyList),
      twoStep: reply(endpoints.getMfaStatus, { enabled: true, recovery_codes_left: 9, required: true }),
    },
  },
  play: async () => {
    await page().findByText('Office security key');
    await page().findByText(/9 of 10 recovery codes left/);
  },
};

/** "Add a passkey" asks for a name and the current password, then waits for the browser. */
export const SignInSecurityAddingPasskey: ScreenStory = {
  parameters: { msw: { options: pending(endpoints.passkeyRegistrationOptions) } },
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Add a passkey' }));
    await userEvent.type(page().getByLabelText(/^Current password/), 'Analytic1');
    await userEvent.click(page().getByRole('button', { name: 'Continue' }));
    await page().findByRole('button', { name: 'Adding...' });
  },
};

export const SignInSecurityLoadFailed: ScreenStory = {
  parameters: {
    msw: {
      passkeys: fails(endpoints.listPasskeys, 500, messages.errors.internal),
      twoStep: fails(endpoints.getMfaStatus, 503, messages.errors.unavailable),
    },
  },
  play: async () => {
    await page().findByText(passkeyMessages.loadFailed);
    await page().findByText('Failed to load two-step verification');
  },
};

export const NarrowSignInSecurity = narrow(SignInSecurity);

export const DarkSignInSecurity = dark(SignInSecurity);
