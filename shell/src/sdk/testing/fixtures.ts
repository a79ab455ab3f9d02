import type { CurrentUser } from '@nextlevel/bff/contract';

/** A signed-in Member as GET /api/user answers it; pass what a test cares about as overrides. */
export const aMember = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 'u1',
  category: 'Member',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  country_id: 'c1',
  ...overrides,
});

/** A signed-in member of staff (category Internal), otherwise the same person as aMember(). */
export const aStaffUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => aMember({ category: 'Internal', ...overrides });
