import { messages, endpoints } from '@nextlevel/bff/contract';
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
