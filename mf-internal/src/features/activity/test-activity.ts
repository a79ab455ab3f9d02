import type { ActivityEvent, ActivityKind, ActivityPage } from '@nextlevel/bff/contract';

const staff = { id: '5d0f2c8e-6a7b-4c1d-9e2f-3a4b5c6d7e8f', email: 'grace.hopper@nextlevel.example.com' };
const member = { id: '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9', email: 'ada.lovelace@example.com' };

let counter = 1000;

/** An event as GET /api/internal/activity answers it; a staff user's upload unless told. */
export const anEvent = (kind: ActivityKind = 'upload', overrides: Partial<ActivityEvent> = {}): ActivityEvent => {
  counter -= 1;
  return {
    id: String(counter),
    kind,
    at: new Date(Date.UTC(2026, 10, 20, 9, 0) + counter * 60_000).toISOString(),
    user: staff,
    actor: staff,
    ip: '203.0.113.7',
    browser: 'Firefox 128 on Linux',
    details: kind === 'upload' ? { table: 'snippets', records: 1200, added: 200, changed: 1000 } : {},
    ...overrides,
  };
};

/** A mixed page: staff actions and members' security events. */
export const somePage = (nextCursor: string | null = null): ActivityPage => ({
  events: [
    anEvent('upload'),
    anEvent('snippet-edited', { details: { snippet: '7f1e2d3c-4b5a-4968-8776-655443322110' } }),
    anEvent('sign-in-failed', { user: member, actor: null, details: { reason: 'wrong-password' }, browser: 'Chrome 131 on Windows' }),
    anEvent('sign-in', { user: member, actor: member }),
    anEvent('prompt-changed', { details: { length: 412 } }),
    anEvent('release-promoted', {
      actor: null,
      user: null,
      ip: null,
      browser: null,
      details: { area: 'members', by: 'deploy-token: members' },
    }),
  ],
  nextCursor,
});
