import { endpoints, messages, releaseMessages, type ErrorResponse, type ReleaseRefusal } from '@nextlevel/bff/contract';
import {
  aStaffUser,
  dark,
  fails,
  http,
  HttpResponse,
  narrow,
  pending,
  reply,
  type ScreenMeta,
  type ScreenStory,
} from '@nextlevel/shell/stories';
import { userEvent, within } from 'storybook/test';
import { historiesByArea, liveOnly, membersHistory, noReleases, publicHistory, withCanary } from './test-releases';

const page = () => within(document.body);
/** Presses `button` of an area and waits for its confirmation dialog. */
const ask = async (button: RegExp) => {
  await userEvent.click(await page().findByRole('button', { name: button }));
  return within(await page().findByRole('dialog'));
};

const rollbackRefusal = {
  error: releaseMessages.rollbackRefused,
  reasons: [
    'mf-members needs react ^18.3.0; the shell provides 19.3.1',
    'mf-members needs react-router-dom ^6.0.0; the shell provides 7.18.0',
  ],
} satisfies ReleaseRefusal;

const meta = {
  title: 'Screens/Internal/Releases',
  parameters: {
    screen: { path: '/internal/releases', user: aStaffUser() },
    msw: {
      overview: reply(endpoints.releasesOverview, withCanary()),
      history: historiesByArea({ http, HttpResponse }, { public: publicHistory(), members: membersHistory() }),
    },
  },
} satisfies ScreenMeta;
export default meta;

/** Members with a 10% canary beside its live build, loads and error rates per build, and a history with a refused and an automatically rolled-back release. */
export const LiveAndCanary: ScreenStory = {};

export const Loading: ScreenStory = { parameters: { msw: { overview: pending(endpoints.releasesOverview) } } };

export const NoReleases: ScreenStory = {
  parameters: { msw: { overview: reply(endpoints.releasesOverview, noReleases()), history: historiesByArea({ http, HttpResponse }, {}) } },
};

export const LiveOnly: ScreenStory = {
  parameters: { msw: { overview: reply(endpoints.releasesOverview, liveOnly()), history: historiesByArea({ http, HttpResponse }, {}) } },
};

/** After the bff rolled a canary back on its own: the live build only, and the history says who and why. */
export const RefusedAndRolledBack: ScreenStory = {
  parameters: {
    msw: {
      overview: reply(endpoints.releasesOverview, liveOnly()),
      history: historiesByArea(
        { http, HttpResponse },
        { members: { ...membersHistory(), canary: null, releases: membersHistory().releases.slice(1) } },
      ),
    },
  },
};

export const PromoteConfirmation: ScreenStory = {
  play: async () => {
    const dialog = await ask(/^Promote canary of Members$/);
    await dialog.findByRole('button', { name: 'Promote canary' });
  },
};

export const RollbackConfirmation: ScreenStory = {
  play: async () => {
    const dialog = await ask(/^Roll back Members$/);
    await dialog.findByRole('button', { name: 'Roll back' });
  },
};

export const Promoting: ScreenStory = {
  parameters: { msw: { promote: pending(endpoints.promoteRelease) } },
  play: async () => {
    const dialog = await ask(/^Promote canary of Members$/);
    await userEvent.click(dialog.getByRole('button', { name: 'Promote canary' }));
    await dialog.findByRole('button', { name: 'Promoting...' });
  },
};

/** A rollback to a build that no longer fits the shell: every reason listed. */
export const RollbackRefused: ScreenStory = {
  parameters: { msw: { rollback: http.post(endpoints.rollbackRelease.path, () => HttpResponse.json(rollbackRefusal, { status: 422 })) } },
  play: async () => {
    const dialog = await ask(/^Roll back Members$/);
    await userEvent.click(dialog.getByRole('button', { name: 'Roll back' }));
    await page().findByText(rollbackRefusal.reasons[0]!);
  },
};

/** Someone (or the bff) retired the canary first: the 409's message. */
export const PromoteConflict: ScreenStory = {
  parameters: {
    msw: {
      promote: http.post(endpoints.promoteRelease.path, () =>
        HttpResponse.json({ error: releaseMessages.noCanary } satisfies ErrorResponse, { status: 409 }),
      ),
    },
  },
  play: async () => {
    const dialog = await ask(/^Promote canary of Members$/);
    await userEvent.click(dialog.getByRole('button', { name: 'Promote canary' }));
    await page().findByText(releaseMessages.noCanary);
  },
};

export const Failure: ScreenStory = {
  parameters: { msw: { overview: fails(endpoints.releasesOverview, 500, messages.errors.internal) } },
};

export const HistoryFailure: ScreenStory = {
  parameters: { msw: { history: fails(endpoints.releaseHistory, 503, messages.errors.unavailable) } },
};

export const Narrow = narrow(LiveAndCanary);
export const NarrowRollbackRefused = narrow(RollbackRefused);
export const Dark = dark(LiveAndCanary);
export const DarkPromoteConfirmation = dark(PromoteConfirmation);
