import type { MemberSnippet } from '@nextlevel/bff/contract';
import { aSnippet } from './test-snippets';

type Quote = Pick<MemberSnippet, 'text' | 'authorName' | 'categoryName'> & { explanation?: string };

// Real quotes, as a member's favourites would hold them; a few carry an AI explanation.
const quotes: readonly Quote[] = [
  {
    text: 'We suffer more often in imagination than in reality.',
    authorName: 'Seneca',
    categoryName: 'Stoicism',
    explanation:
      'Seneca points at the gap between what happens and what we fear will happen.\n\nMost of our distress comes from rehearsing outcomes that never arrive; naming the fear shrinks it.',
  },
  { text: 'Luck is what happens when preparation meets opportunity.', authorName: 'Seneca', categoryName: 'Success' },
  {
    text: 'The happiness of your life depends upon the quality of your thoughts.',
    authorName: 'Marcus Aurelius',
    categoryName: 'Mindset',
  },
  {
    text: 'Knowing yourself is the beginning of all wisdom.',
    authorName: 'Aristotle',
    categoryName: 'Wisdom',
    explanation: 'Self-knowledge comes first: you cannot judge the world well while misjudging your own motives and limits.',
  },
  { text: 'Well done is better than well said.', authorName: 'Benjamin Franklin', categoryName: 'Action' },
  { text: 'It does not matter how slowly you go as long as you do not stop.', authorName: 'Confucius', categoryName: 'Persistence' },
  { text: 'The secret of getting ahead is getting started.', authorName: 'Mark Twain', categoryName: 'Action' },
  { text: 'Waste no more time arguing about what a good man should be. Be one.', authorName: 'Marcus Aurelius', categoryName: 'Stoicism' },
  { text: 'An investment in knowledge pays the best interest.', authorName: 'Benjamin Franklin', categoryName: 'Learning' },
  {
    text: 'We are what we repeatedly do. Excellence, then, is not an act, but a habit.',
    authorName: 'Will Durant',
    categoryName: 'Habits',
    explanation:
      'Durant summarises Aristotle: character is built by small repeated choices, not by single heroic efforts.\n\nChoose the habit and the result follows.',
  },
  { text: 'Real knowledge is to know the extent of one’s ignorance.', authorName: 'Confucius', categoryName: 'Wisdom' },
  { text: 'First say to yourself what you would be; and then do what you have to do.', authorName: 'Epictetus', categoryName: 'Mindset' },
];

const uuid = (n: number) => `5f0c1a2e-7b3d-4c8e-9a1f-${String(n).padStart(12, '0')}`;

/** `count` favourites, newest first as GET /api/snippets/favourites serves them, cycling through real quotes. */
export const someFavourites = (count = quotes.length): MemberSnippet[] =>
  Array.from({ length: count }, (_, i) => {
    const { explanation, ...quote } = quotes[i % quotes.length]!;
    return aSnippet({ id: uuid(i + 1), ...quote, detailed_explanation: explanation ?? null, isFavourite: true });
  });

/** Favourites whose quotes, names and explanations are long enough to test wrapping. */
export const longFavourites = (): MemberSnippet[] => [
  aSnippet({
    id: uuid(901),
    isFavourite: true,
    text: 'It is not that we have a short time to live, but that we waste a great deal of it. Life is long enough, and a sufficiently generous amount has been given to us for the highest achievements if it were all well invested. But when it is wasted in heedless luxury and spent on no good activity, we are forced at last by death’s final constraint to realise that it has passed away before we knew it was passing.',
    authorName: 'Lucius Annaeus Seneca the Younger, Stoic philosopher, statesman and dramatist',
    categoryName: 'Stoicism and the shortness of life',
    detailed_explanation: Array.from(
      { length: 4 },
      (_, i) =>
        `Paragraph ${i + 1}. Seneca argues that time is the one possession we squander without noticing, because it is invisible and nobody sends us a bill for it. `,
    ).join('\n\n'),
  }),
  aSnippet({
    id: uuid(902),
    isFavourite: true,
    text: 'Pneumonoultramicroscopicsilicovolcanoconiosis-is-a-word-that-refuses-to-wrap-politely-on-a-narrow-phone-screen.',
    authorName: 'Anonymous contributor with an exceptionally long pen name that keeps going',
    categoryName: 'Language, vocabulary and the art of the unbreakable word',
  }),
  ...someFavourites(3),
];
