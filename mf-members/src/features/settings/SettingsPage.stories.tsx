import { endpoints, messages, mfaMessages, passkeyMessages } from '@nextlevel/bff/contract';
import {
  aMember,
  countryId,
  dark,
  fails,
  reply,
  http,
  HttpResponse,
  narrow,
  pending,
  someCountries,
  type ScreenMeta,
  type ScreenStory,
} from '@nextlevel/shell/stories';
import { within } from 'storybook/test';
import { anEvent } from './test-activity';

/** The whole page: a dialog (Remove a passkey) is drawn outside the story's root. */
const page = () => within(document.body);

const member = aMember({ email: 'ada.lovelace@example.com', country_id: countryId('Canada') });

const meta = {
  title: 'Screens/Members/Settings',
  parameters: {
    screen: { path: '/members/settings', user: member },
    msw: {
      countries: reply(endpoints.listCountries, someCountries),
      passkeys: reply(endpoints.listPasskeys, { passkeys: [] }),
      twoStep: reply(endpoints.getMfaStatus, { enabled: false, recovery_codes_left: 0, required: false }),
      save: reply(endpoints.updateMemberSettings, { message: messages.settings.updated, user: { ...member, first_name: 'Augusta Ada' } }),
      activity: reply(endpoints.getMemberActivity, {
        events: [
          anEvent('sign-in'),
          anEvent('sign-in-failed', { actor: null, details: { reason: 'wrong-password' }, browser: 'Chrome 131 on Windows' }),
          anEvent('password-changed'),
          anEvent('email-changed', { details: { stage: 'requested' } }),
        ],
        nextCursor: '480',
      }),
    },
  },
} satisfies ScreenMeta;
export default meta;

type Play = NonNullable<ScreenStory['play']>;
type PlayContext = Parameters<Play>[0];

/** Waits for the form with its country, then replaces the text of one field. */
const retype = async ({ canvas, userEvent }: PlayContext, label: RegExp, text: string) => {
  const field = await canvas.findByLabelText(label);
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
};
const save = async ({ canvas, userEvent }: PlayContext) => userEvent.click(await canvas.findByRole('button', { name: 'Save Changes' }));

const renameAndSave: Play = async (context) => {
  await retype(context, /^First Name/, 'Augusta Ada');
  await save(context);
};

/** A new address asks for the current password (issue #9). */
const changeEmailAndSave: Play = async (context) => {
  await retype(context, /^Email/, 'augusta.king@example.com');
  await retype(context, /^Current password/, 'Analytic1');
  await save(context);
};

export const Filled: ScreenStory = {};

/** The Recent activity section (issue #27 item 8) in its own states. */
export const ActivityLoading: ScreenStory = { parameters: { msw: { activity: pending(endpoints.getMemberActivity) } } };

export const ActivityEmpty: ScreenStory = {
  parameters: { msw: { activity: reply(endpoints.getMemberActivity, { events: [], nextCursor: null }) } },
};

export const ActivityFailed: ScreenStory = {
  parameters: { msw: { activity: fails(endpoints.getMemberActivity, 503, messages.errors.unavailable) } },
};

export const CountriesLoading: ScreenStory = { parameters: { msw: { countries: pending(endpoints.listCountries) } } };

export const CountriesFailed: ScreenStory = {
  parameters: { msw: { countries: fails(endpoints.listCountries, 500, messages.errors.internal) } },
};

export const Saving: ScreenStory = {
  parameters: { msw: { save: pending(endpoints.updateMemberSettings) } },
  play: async (context) => {
    await renameAndSave(context);
    await context.canvas.findByRole('button', { name: 'Saving...' });
  },
};

/** The green alert; the sidebar shows the new name at once. */
export const Saved: ScreenStory = {
  play: async (context) => {
    await renameAndSave(context);
    await context.canvas.findByText(messages.settings.updated);
  },
};

export const SavedEmailPending: ScreenStory = {
  parameters: {
    msw: {
      save: reply(endpoints.updateMemberSettings, {
        message: messages.settings.updatedEmailPending,
        user: { ...member, pending_email: 'augusta.king@example.com' },
      }),
    },
  },
  play: async (context) => {
    await changeEmailAndSave(context);
    await context.canvas.findByText(messages.settings.updatedEmailPending);
  },
};

/** A new address waiting for its link, as GET /api/user says after a reload (issue #24.10). */
export const EmailPending: ScreenStory = {
  parameters: { screen: { user: { ...member, pending_email: 'augusta.king@example.com' } } },
};

export const ValidationErrors: ScreenStory = {
  play: async (context) => {
    await retype(context, /^First Name/, '');
    await retype(context, /^Last Name/, '');
    await retype(context, /^Email/, 'ada@');
    await retype(context, /^Password/, 'short');
    await save(context);
    await context.canvas.findAllByText(messages.validation.settingsEmailInvalid);
  },
};

/** The server's refusal lands on the Current password field, which takes the focus. */
export const WrongCurrentPassword: ScreenStory = {
  parameters: { msw: { save: fails(endpoints.updateMemberSettings, 400, messages.auth.currentPasswordIncorrect) } },
  play: async (context) => {
    await retype(context, /^Password/, 'BrandNew42');
    await retype(context, /^Current password/, 'Wrong-one1');
    await save(context);
    await context.canvas.findAllByText(messages.auth.currentPasswordIncorrect);
  },
};

/** The red alert with the server's message: too many address changes in an hour. */
export const TooManyAttempts: ScreenStory = {
  parameters: { msw: { save: fails(endpoints.updateMemberSettings, 429, messages.auth.tooManyRequests) } },
  play: async (context) => {
    await changeEmailAndSave(context);
    await context.canvas.findByText(messages.auth.tooManyRequests);
  },
};

/** The red alert's own text when the server cannot be reached: Failed to update settings (product §8). */
export const Offline: ScreenStory = {
  parameters: { msw: { save: http.put(endpoints.updateMemberSettings.path, () => HttpResponse.error()) } },
  play: async (context) => {
    await renameAndSave(context);
    await context.canvas.findByText(messages.settings.failed);
  },
};

export const LongContent: ScreenStory = {
  parameters: {
    screen: {
      user: aMember({
        first_name: 'Maximiliana-Konstantina Aurelia',
        last_name: 'Featherstonehaugh-Wolfeschlegelsteinhausen',
        email: 'maximiliana.konstantina.featherstonehaugh@continuing-education.example.com',
        country_id: countryId('South Georgia and the South Sandwich Islands'),
        // One long word: the hint must wrap it rather than widen the form on a phone.
        pending_email: 'maximilianakonstantinafeatherstonehaughwolfeschlegelsteinhausen@continuingeducation.example.com',
      }),
    },
  },
};

export const Narrow = narrow(ValidationErrors);

export const NarrowLongContent = narrow(LongContent);

export const NarrowEmailPending = narrow(EmailPending);

export const Dark = dark(Saved);

export const DarkErrors = dark(TooManyAttempts);

// Passkeys (issue #27 item 1): none is the default above; some, adding, and the list's failure.
const passkeyList = {
  passkeys: [
    {
      id: '7d6a2b4e-1c9f-4a51-9e0b-2f7c5d8a1b01',
      name: 'Work laptop',
      created_at: '2026-11-02T09:30:00.000Z',
      last_used_at: '2026-11-20T18:05:00.000Z',
    },
    { id: '7d6a2b4e-1c9f-4a51-9e0b-2f7c5d8a1b02', name: 'Phone', created_at: '2026-11-10T12:00:00.000Z', last_used_at: null },
  ],
};

export const PasskeysNone: ScreenStory = {};

export const PasskeysSome: ScreenStory = { parameters: { msw: { passkeys: reply(endpoints.listPasskeys, passkeyList) } } };

/** "Add a passkey" asks for a name and the current password, then waits for the browser. */
export const PasskeysAdding: ScreenStory = {
  parameters: { msw: { passkeys: reply(endpoints.listPasskeys, passkeyList), options: pending(endpoints.passkeyRegistrationOptions) } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a passkey' }));
    await userEvent.type(canvas.getByLabelText(/^Current password/), 'Analytic1');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await canvas.findByRole('button', { name: 'Adding...' });
  },
};

/** A wrong current password shows on its field. */
export const PasskeysWrongPassword: ScreenStory = {
  parameters: { msw: { options: fails(endpoints.passkeyRegistrationOptions, 400, messages.auth.currentPasswordIncorrect) } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a passkey' }));
    await userEvent.type(canvas.getByLabelText(/^Current password/), 'Wrong-one1');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await canvas.findAllByText(messages.auth.currentPasswordIncorrect);
  },
};

export const PasskeysError: ScreenStory = {
  parameters: { msw: { passkeys: fails(endpoints.listPasskeys, 500, messages.errors.internal) } },
  play: async ({ canvas }) => {
    await canvas.findByText(passkeyMessages.loadFailed);
  },
};

/** Issue #27 item 6: a user with a passkey may confirm with it instead of the current password. */
export const PasskeysRemoveConfirm: ScreenStory = {
  parameters: { msw: { passkeys: reply(endpoints.listPasskeys, passkeyList) } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Work laptop' }));
    await page().findByRole('button', { name: passkeyMessages.useInstead });
  },
};

/** "Use a passkey instead" waits for the browser's dialog (here, for its options). */
export const PasskeysConfirmWaiting: ScreenStory = {
  parameters: { msw: { passkeys: reply(endpoints.listPasskeys, passkeyList), confirm: pending(endpoints.passkeyConfirmationOptions) } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Work laptop' }));
    await userEvent.click(await page().findByRole('button', { name: passkeyMessages.useInstead }));
    await page().findByRole('button', { name: passkeyMessages.waiting });
  },
};

/** A passkey confirmation that failed says why under its button (a dismissed dialog: "The passkey request was cancelled"). */
export const PasskeysConfirmFailed: ScreenStory = {
  parameters: {
    msw: {
      passkeys: reply(endpoints.listPasskeys, passkeyList),
      confirm: http.post(endpoints.passkeyConfirmationOptions.path, () =>
        HttpResponse.json({ error: passkeyMessages.challengeExpired }, { status: 400 }),
      ),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Work laptop' }));
    await userEvent.click(await page().findByRole('button', { name: passkeyMessages.useInstead }));
    await page().findByText(passkeyMessages.challengeExpired);
  },
};

/** A new address: the current password, or a passkey instead. */
export const ChangeEmailPasskeyOffered: ScreenStory = {
  parameters: { msw: { passkeys: reply(endpoints.listPasskeys, passkeyList) } },
  play: async (context) => {
    await retype(context, /^Email/, 'ada@lovelace.example');
    await context.canvas.findByRole('button', { name: passkeyMessages.useInstead });
  },
};

export const NarrowPasskeysRemoveConfirm = narrow(PasskeysRemoveConfirm);

export const NarrowPasskeysSome = narrow(PasskeysSome);

export const DarkPasskeysSome = dark(PasskeysSome);
/** Issue #27: two-step verification on, with the recovery codes left and Turn off. */
export const TwoStepOn: ScreenStory = {
  parameters: { msw: { twoStep: reply(endpoints.getMfaStatus, { enabled: true, recovery_codes_left: 8, required: false }) } },
};

export const TwoStepTurnOffWrongPassword: ScreenStory = {
  parameters: {
    msw: {
      twoStep: reply(endpoints.getMfaStatus, { enabled: true, recovery_codes_left: 8, required: false }),
      off: fails(endpoints.disableMfa, 400, messages.auth.currentPasswordIncorrect),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Turn off' }));
    await userEvent.type(await canvas.findByLabelText(/^Current password/), 'Wrong-password1');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off' }));
    await canvas.findByRole('alert');
  },
};

/** Turning codes off: the current password, or a passkey instead (issue #27 item 6). */
export const TwoStepTurnOffPasskeyOffered: ScreenStory = {
  parameters: {
    msw: {
      passkeys: reply(endpoints.listPasskeys, passkeyList),
      twoStep: reply(endpoints.getMfaStatus, { enabled: true, recovery_codes_left: 8, required: false }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Turn off' }));
    await canvas.findByRole('button', { name: passkeyMessages.useInstead });
  },
};

const newRecoveryCodes = Array.from({ length: 10 }, (_, i) => `k7m2-x9qp-4hwn-a3${'abcdefghjk'[i]}t`);

/** New recovery codes (issue #27 item 6): the current password or a passkey first. */
export const TwoStepNewCodesConfirm: ScreenStory = {
  parameters: { msw: { twoStep: reply(endpoints.getMfaStatus, { enabled: true, recovery_codes_left: 2, required: false }) } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New recovery codes' }));
    await canvas.findByRole('button', { name: 'Make new codes' });
  },
};

/** The ten new codes, shown once. */
export const TwoStepNewCodesShown: ScreenStory = {
  parameters: {
    msw: {
      twoStep: reply(endpoints.getMfaStatus, { enabled: true, recovery_codes_left: 2, required: false }),
      codes: reply(endpoints.regenerateRecoveryCodes, { message: mfaMessages.recoveryCodesRegenerated, recovery_codes: newRecoveryCodes }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New recovery codes' }));
    await userEvent.type(await canvas.findByLabelText(/^Current password/), 'Analytic1');
    await userEvent.click(canvas.getByRole('button', { name: 'Make new codes' }));
    await canvas.findByRole('list', { name: 'Recovery codes' });
  },
};

export const NarrowTwoStepNewCodesShown = narrow(TwoStepNewCodesShown);

export const TwoStepLoadFailed: ScreenStory = {
  parameters: { msw: { twoStep: fails(endpoints.getMfaStatus, 500, messages.errors.internal) } },
};
