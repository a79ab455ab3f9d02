import { messages, mfaMessages, endpoints } from '@nextlevel/bff/contract';
import { dark, fails, narrow, pending, reply, type ScreenMeta, type ScreenStory } from '@nextlevel/shell/stories';

const meta = {
  title: 'Screens/Public/Login',
  parameters: {
    screen: { path: '/login' },
    // A browser with passkeys asks for autofill options as the page opens (issue #27): a challenge, quietly waiting.
    msw: {
      passkeyOptions: reply(endpoints.passkeySignInOptions, {
        challenge: 'c3Rvcnk',
        rpId: 'localhost',
        allowCredentials: [],
        userVerification: 'required',
      }),
    },
  },
} satisfies ScreenMeta;
export default meta;

const signIn: ScreenStory['play'] = async ({ canvas, userEvent }) => {
  await userEvent.type(await canvas.findByLabelText(/^Email/), 'ada@example.com');
  await userEvent.type(canvas.getByLabelText(/^Password/), 'Analytic1');
  await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
};

export const Empty: ScreenStory = {};

export const ValidationErrors: ScreenStory = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign In' }));
  },
};

export const WrongPassword: ScreenStory = {
  parameters: { msw: { login: fails(endpoints.login, 401, messages.auth.invalidCredentials) } },
  play: signIn,
};

export const TooManyAttempts: ScreenStory = {
  parameters: { msw: { login: fails(endpoints.login, 429, messages.auth.tooManyRequests) } },
  play: signIn,
};

export const SigningIn: ScreenStory = {
  parameters: { msw: { login: pending(endpoints.login) } },
  play: signIn,
};

/** Issue #27 item 4: the password was right and the account has one-time codes. */
export const SecondStep: ScreenStory = {
  parameters: { msw: { login: reply(endpoints.login, { second_step: 'code' }) } },
  play: async (context) => {
    await signIn!(context);
    await context.canvas.findByLabelText(/^Authentication code/);
  },
};

export const SecondStepWrongCode: ScreenStory = {
  parameters: {
    msw: { login: reply(endpoints.login, { second_step: 'code' }), code: fails(endpoints.loginWithCode, 400, mfaMessages.codeInvalid) },
  },
  play: async (context) => {
    await signIn!(context);
    await context.userEvent.type(await context.canvas.findByLabelText(/^Authentication code/), '000000');
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Verify' }));
    await context.canvas.findByRole('alert');
  },
};

export const SecondStepExpired: ScreenStory = {
  parameters: {
    msw: { login: reply(endpoints.login, { second_step: 'code' }), code: fails(endpoints.loginWithCode, 401, mfaMessages.pendingExpired) },
  },
  play: SecondStepWrongCode.play,
};

export const Narrow = narrow(ValidationErrors);

export const Dark = dark(WrongPassword);

/**
 * "Sign in with a passkey" (issue #27 item 2), refused before the browser's own dialog (which no
 * story can show): too many sign-in attempts from this address.
 */
export const PasskeyRefused: ScreenStory = {
  parameters: { msw: { passkeyOptions: fails(endpoints.passkeySignInOptions, 429, messages.auth.tooManyRequests) } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in with a passkey' }));
    await canvas.findByText(messages.auth.tooManyRequests);
  },
};

export const NarrowPasskeyRefused = narrow(PasskeyRefused);
