import type { MemberSnippet } from '@nextlevel/bff/contract';

/** A snippet as GET /api/snippets/random and /favourites answer it; override what a test cares about. */
export const aSnippet = (overrides: Partial<MemberSnippet> = {}): MemberSnippet => ({
  id: 's1',
  text: 'We suffer more often in imagination than in reality.',
  authorName: 'Seneca',
  categoryName: 'Stoicism',
  detailed_explanation: null,
  isFavourite: false,
  ...overrides,
});
