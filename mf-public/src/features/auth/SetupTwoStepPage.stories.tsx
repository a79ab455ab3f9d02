import { endpoints, messages, mfaMessages } from '@nextlevel/bff/contract';
import { aStaffUser, dark, fails, narrow, pending, reply, type ScreenMeta, type ScreenStory } from '@nextlevel/shell/stories';
import { aSetup, someRecoveryCodes } from './test-two-step';

const meta = {
  title: 'Screens/Public/Set up two-step verification',
  parameters: {
    screen: { path: '/setup-two-step', user: aStaffUser({ mfa_setup_required: true }) },
    msw: {
      setup: reply(endpoints.startMfaSetup, aSetup()),
      confirm: reply(endpoints.confirmMfaSetup, { message: mfaMessages.turnedOn, recovery_codes: someRecoveryCodes, user: aStaffUser() }),
    },
  },
} satisfies ScreenMeta;
export default meta;

type Play = NonNullable<ScreenStory['play']>;

const password: Play = async ({ canvas, userEvent }) => {
  await userEvent.type(await canvas.findByLabelText(/^Current password/), 'Analytic1');
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
};

const code: Play = async (context) => {
  await password(context);
  await context.userEvent.type(await context.canvas.findByLabelText(/^Code from the app/), '123456');
  await context.userEvent.click(context.canvas.getByRole('button', { name: 'Turn on' }));
};

/** The policy holds the session: the current password first. */
export const Password: ScreenStory = {};

export const WrongPassword: ScreenStory = {
  parameters: { msw: { setup: fails(endpoints.startMfaSetup, 400, messages.auth.currentPasswordIncorrect) } },
  play: async (context) => {
    await password(context);
    await context.canvas.findByRole('alert');
  },
};

export const QrCodeShown: ScreenStory = {
  play: async (context) => {
    await password(context);
    await context.canvas.findByRole('img', { name: 'QR code for your authenticator app' });
  },
};

export const WrongCode: ScreenStory = {
  parameters: { msw: { confirm: fails(endpoints.confirmMfaSetup, 400, mfaMessages.codeInvalid) } },
  play: async (context) => {
    await code(context);
    await context.canvas.findByRole('alert');
  },
};

export const TurningOn: ScreenStory = {
  parameters: { msw: { confirm: pending(endpoints.confirmMfaSetup) } },
  play: async (context) => {
    await code(context);
    await context.canvas.findByRole('button', { name: 'Verifying...' });
  },
};

export const RecoveryCodesShown: ScreenStory = {
  play: async (context) => {
    await code(context);
    await context.canvas.findByRole('list', { name: 'Recovery codes' });
  },
};

/** Anyone signed in may turn codes on here (member settings link to it). */
export const Voluntary: ScreenStory = { parameters: { screen: { path: '/setup-two-step', user: aStaffUser() } } };

export const Narrow = narrow(QrCodeShown);

export const Dark = dark(RecoveryCodesShown);
