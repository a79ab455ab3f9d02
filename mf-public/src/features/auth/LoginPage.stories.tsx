import { messages, endpoints } from '@nextlevel/bff/contract';
import { dark, fails, narrow, pending, type ScreenMeta, type ScreenStory } from '@nextlevel/shell/stories';

const meta = {
  title: 'Screens/Public/Login',
  parameters: { screen: { path: '/login' } },
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
