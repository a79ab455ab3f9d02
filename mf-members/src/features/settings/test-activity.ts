import type { ActivityEvent, ActivityKind } from '@nextlevel/bff/contract';

const ada = { id: '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9', email: 'ada@example.com' };
let counter = 500;

/** One of the member's own events as GET /api/members/activity answers it; a sign-in unless told. */
export const anEvent = (kind: ActivityKind = 'sign-in', overrides: Partial<ActivityEvent> = {}): ActivityEvent => {
  counter -= 1;
  return {
    id: String(counter),
    kind,
    at: new Date(Date.UTC(2026, 10, 20, 9, 0) + counter * 60_000).toISOString(),
    user: ada,
    actor: ada,
    ip: '203.0.113.7',
    browser: 'Firefox 128 on Linux',
    details: {},
    ...overrides,
  };
};
