import type { MemberSnippet } from '@nextlevel/bff/contract';

/** My Favorites' filters (product §2); an empty author or category means All. */
export interface FavouriteFilters {
  text: string;
  author: string;
  category: string;
}

export interface IndexedFavourite {
  snippet: MemberSnippet;
  /** Text, author and category in lower case, made once per list rather than once per keystroke. */
  haystack: string;
}

export const indexFavourites = (list: readonly MemberSnippet[]): IndexedFavourite[] =>
  list.map((snippet) => ({ snippet, haystack: `${snippet.text}\n${snippet.authorName}\n${snippet.categoryName}`.toLowerCase() }));

export interface FilterResult {
  matches: MemberSnippet[];
  /** Authors of the favourites that pass the text and category filters (product §4). */
  authors: string[];
  /** Categories of the favourites that pass the text and author filters. */
  categories: string[];
}

const sorted = (names: Set<string>) => [...names].sort((a, b) => a.localeCompare(b));

/**
 * The cumulative filters of product §4 in one pass: the matches, and each select's options narrowed
 * by the other filters. A chosen value stays among its options so the select can show it.
 */
export function filterFavourites(indexed: readonly IndexedFavourite[], { text, author, category }: FavouriteFilters): FilterResult {
  const needle = text.trim().toLowerCase();
  const matches: MemberSnippet[] = [];
  const authors = new Set<string>(author ? [author] : []);
  const categories = new Set<string>(category ? [category] : []);
  for (const { snippet, haystack } of indexed) {
    if (needle && !haystack.includes(needle)) continue;
    const authorOk = !author || snippet.authorName === author;
    const categoryOk = !category || snippet.categoryName === category;
    if (categoryOk) authors.add(snippet.authorName);
    if (authorOk) categories.add(snippet.categoryName);
    if (authorOk && categoryOk) matches.push(snippet);
  }
  return { matches, authors: sorted(authors), categories: sorted(categories) };
}
