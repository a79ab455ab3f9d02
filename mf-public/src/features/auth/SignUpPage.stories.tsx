import { endpoints, messages } from '@nextlevel/bff/contract';
import {
  dark,
  fails,
  reply,
  http,
  HttpResponse,
  narrow,
  pending,
  pickOption,
  someCountries,
  type ScreenMeta,
  type ScreenStory,
} from '@nextlevel/shell/stories';

const meta = {
  title: 'Screens/Public/Sign-up',
  parameters: {
    screen: { path: '/sign-up' },
    msw: {
      countries: reply(endpoints.listCountries, someCountries),
      register: reply(endpoints.register, { message: messages.auth.registered }),
    },
  },
} satisfies ScreenMeta;
export default meta;

interface Applicant {
  firstName: string;
  lastName: string;
  email: string;
  country: string;
}

const ada: Applicant = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.lovelace@example.com', country: 'Kenya' };
const longNames: Applicant = {
  firstName: 'Maria Guadalupe Alejandra Fernanda de los Ángeles',
  lastName: 'Wolfeschlegelsteinhausenbergerdorff-Montgomery',
  email: 'maria.guadalupe.wolfeschlegelsteinhausenbergerdorff@university-of-the-west-indies.example.com',
  country: 'United Kingdom of Great Britain and Northern Ireland',
};

const fillIn =
  (applicant: Applicant, { submit = true } = {}): ScreenStory['play'] =>
  async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^First Name/), applicant.firstName);
    await userEvent.type(canvas.getByLabelText(/^Last Name/), applicant.lastName);
    await userEvent.type(canvas.getByLabelText(/^Email/), applicant.email);
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Analytic1');
    await pickOption(/^Country/, applicant.country);
    // findBy: the form is hidden from the accessibility tree until the listbox has closed.
    if (submit) await userEvent.click(await canvas.findByRole('button', { name: 'Create Account' }));
  };

export const Empty: ScreenStory = {};

export const CountriesLoading: ScreenStory = { parameters: { msw: { countries: pending(endpoints.listCountries) } } };

export const CountriesFailed: ScreenStory = {
  parameters: { msw: { countries: fails(endpoints.listCountries, 500, messages.errors.internal) } },
};

export const ValidationErrors: ScreenStory = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^Last Name/), 'Lovelace-Byron-King-Noel of Ockham and Ockham Park, Surrey');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'ada@');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
  },
};

export const TooManyAttempts: ScreenStory = {
  parameters: { msw: { register: fails(endpoints.register, 429, messages.auth.tooManyRequests) } },
  play: fillIn(ada),
};

/** No answer at all (offline): the screen's own fallback, product §8. */
export const Unreachable: ScreenStory = {
  parameters: { msw: { register: http.post(endpoints.register.path, () => HttpResponse.error()) } },
  play: fillIn(ada),
};

export const CreatingAccount: ScreenStory = {
  parameters: { msw: { register: pending(endpoints.register) } },
  play: fillIn(ada),
};

export const LongNames: ScreenStory = { play: fillIn(longNames, { submit: false }) };

export const Narrow = narrow(LongNames);

export const NarrowErrors = narrow(ValidationErrors);

export const Dark = dark(ValidationErrors);

export const DarkRefused = dark(TooManyAttempts);
