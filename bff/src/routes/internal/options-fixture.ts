import type { SnippetSpec } from './internal-test-support';

/** The snippets the narrowed-options tests filter: who wrote what, under which category. */
export const OPTIONS_CATALOGUE: SnippetSpec[] = [
  ['The more that you read, the more things you will know.', 'Dr. Seuss', 'Learning'],
  ['You have power over your mind, not outside events.', 'Marcus Aurelius', 'Stoicism'],
  ['Luck is what happens when preparation meets opportunity.', 'Seneca', 'Work'],
  ['Waste no more time arguing what a good man should be. Be one.', 'Marcus Aurelius', 'Work'],
  ['We suffer more often in imagination than in reality.', 'Seneca', 'Stoicism'],
  ['That brain of mine is more than merely mortal.', 'Ada Lovelace', 'Science'],
];
/** An author and a category with no snippet: in the form's selects, never in narrowed options. */
export const UNUSED = { authors: ['Zeno of Citium'], categories: ['Art'] };
