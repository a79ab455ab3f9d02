import { messages, endpoints } from '@nextlevel/bff/contract';
import { aMember, dark, fails, narrow, pending, type ScreenMeta, type ScreenStory, reply } from '@nextlevel/shell/stories';
import { holdTimersOf } from '../../../.storybook/hold-timers';
import { VERIFY_REDIRECT_MS } from './VerifyEmailPage';

const meta = {
  title: 'Screens/Public/E-mail verification',
  parameters: {
    screen: { path: '/verify-email?token=Zq3vN8pK2xR7wT1yL5mB9cH4' },
    msw: { verify: reply(endpoints.verifyEmail, { user: aMember(), message: messages.auth.verified }) },
  },
} satisfies ScreenMeta;
export default meta;

export const Verifying: ScreenStory = { parameters: { msw: { verify: pending(endpoints.verifyEmail) } } };

/** Signed in; the redirect to the member dashboard is held so the state stays on screen. */
export const Verified: ScreenStory = { beforeEach: holdTimersOf(VERIFY_REDIRECT_MS) };

/** The link of a changed address (issue #9) confirms it and signs nobody in. */
export const EmailChangeConfirmed: ScreenStory = {
  parameters: { msw: { verify: reply(endpoints.verifyEmail, { message: messages.auth.emailChangeConfirmed }) } },
};

/** A sign-up's link opened in another browser than the one that signed up (issue #23): verified, nobody signed in. */
export const VerifiedInAnotherBrowser: ScreenStory = {
  parameters: { msw: { verify: reply(endpoints.verifyEmail, { message: messages.auth.verifiedPleaseSignIn }) } },
};

/** A link used before, opened again (issue #24.10): nothing changed, nobody signed in. */
export const AlreadyVerified: ScreenStory = {
  parameters: { msw: { verify: reply(endpoints.verifyEmail, { message: messages.auth.alreadyVerified, already_verified: true }) } },
};

/** The same, opened by someone signed in: the way on is their dashboard. */
export const AlreadyVerifiedSignedIn: ScreenStory = {
  parameters: { ...AlreadyVerified.parameters, screen: { user: aMember() } },
};

export const Failed: ScreenStory = {
  parameters: { msw: { verify: fails(endpoints.verifyEmail, 400, messages.auth.verificationInvalid) } },
};

export const NoToken: ScreenStory = { parameters: { screen: { path: '/verify-email' } } };

export const Narrow = narrow(Failed);

export const NarrowVerified = narrow(Verified);

export const NarrowVerifiedInAnotherBrowser = narrow(VerifiedInAnotherBrowser);

export const NarrowAlreadyVerified = narrow(AlreadyVerified);

export const Dark = dark(Verified);

export const DarkFailed = dark(Failed);
