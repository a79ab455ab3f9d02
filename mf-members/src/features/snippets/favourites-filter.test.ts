import type { MemberSnippet } from '@nextlevel/bff/contract';
import { describe, expect, it } from 'vitest';
import { filterFavourites, indexFavourites } from './favourites-filter';

const snippet = (id: string, text: string, authorName: string, categoryName: string): MemberSnippet => ({
  id,
  text,
  authorName,
  categoryName,
  detailed_explanation: null,
  isFavourite: true,
});

const list = indexFavourites([
  snippet('1', 'Luck is what happens when preparation meets opportunity.', 'Seneca', 'Stoicism'),
  snippet('2', 'The happiness of your life depends upon the quality of your thoughts.', 'Marcus Aurelius', 'Stoicism'),
  snippet('3', 'Knowing yourself is the beginning of all wisdom.', 'Aristotle', 'Wisdom'),
  snippet('4', 'We suffer more often in imagination than in reality.', 'Seneca', 'Courage'),
]);
const ids = (r: { matches: MemberSnippet[] }) => r.matches.map((s) => s.id);

describe('filterFavourites', () => {
  it('keeps everything and offers every author and category when nothing is set', () => {
    const r = filterFavourites(list, { text: '', author: '', category: '' });
    expect(ids(r)).toEqual(['1', '2', '3', '4']);
    expect(r.authors).toEqual(['Aristotle', 'Marcus Aurelius', 'Seneca']);
    expect(r.categories).toEqual(['Courage', 'Stoicism', 'Wisdom']);
  });

  it('searches text, author and category, ignoring case and outer spaces', () => {
    expect(ids(filterFavourites(list, { text: '  HAPP ', author: '', category: '' }))).toEqual(['1', '2']);
    expect(ids(filterFavourites(list, { text: 'aurelius', author: '', category: '' }))).toEqual(['2']);
    expect(ids(filterFavourites(list, { text: 'courage', author: '', category: '' }))).toEqual(['4']);
  });

  it('is cumulative, and narrows each select by the other filters (product §4)', () => {
    const bySeneca = filterFavourites(list, { text: '', author: 'Seneca', category: '' });
    expect(ids(bySeneca)).toEqual(['1', '4']);
    expect(bySeneca.categories).toEqual(['Courage', 'Stoicism']);
    expect(bySeneca.authors).toEqual(['Aristotle', 'Marcus Aurelius', 'Seneca']);
    const stoicSeneca = filterFavourites(list, { text: '', author: 'Seneca', category: 'Stoicism' });
    expect(ids(stoicSeneca)).toEqual(['1']);
    expect(stoicSeneca.authors).toEqual(['Marcus Aurelius', 'Seneca']);
    const text = filterFavourites(list, { text: 'happ', author: '', category: 'Stoicism' });
    expect(text.authors).toEqual(['Marcus Aurelius', 'Seneca']);
    expect(text.categories).toEqual(['Stoicism']);
  });

  it('keeps a chosen value among its options even when nothing matches it', () => {
    const r = filterFavourites(list, { text: 'wisdom', author: 'Seneca', category: '' });
    expect(r.matches).toEqual([]);
    expect(r.authors).toEqual(['Aristotle', 'Seneca']);
  });
});
