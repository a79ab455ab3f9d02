/** A UUID (v4 layout) made from a number, so fixture rows are stable and their ids valid. */
export const uuidOf = (n: number, kind = 0): string => {
  // Knuth's multiplicative hash spreads the first group, so ids do not all begin alike.
  const first = (Math.imul(n + kind * 7919, 2654435761) >>> 0).toString(16).padStart(8, '0');
  return `${first}-7c1d-4a2b-9e3${kind.toString(16)}-${n.toString(16).padStart(12, '0')}`;
};

const authors = ['Seneca', 'Marcus Aurelius', 'Epictetus', 'Aristotle', 'Maya Angelou', 'Confucius'];
const categories = ['Stoicism', 'Wisdom', 'Courage', 'Learning', 'Perseverance'];
const quotes = [
  'We suffer more often in imagination than in reality.',
  'The happiness of your life depends upon the quality of your thoughts.',
  'It is not what happens to you, but how you react to it that matters.',
  'We are what we repeatedly do. Excellence, then, is not an act, but a habit.',
  'You may not control all the events that happen to you, but you can decide not to be reduced by them.',
  'It does not matter how slowly you go as long as you do not stop.',
  '"Luck", he said, "is what happens when preparation meets opportunity."',
  'Waste no more time arguing about what a good man should be. Be one.',
];
const quoted = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/** A snippets CSV of `rows` records as staff export it: header, quoted cells where needed, a final newline. */
export function snippetsCsv(rows: number, { dropped = [] as string[] } = {}): string {
  const lines = ['id,text,author,category'];
  for (let i = 0; i < rows; i += 1) {
    const text = quotes[i % quotes.length]!;
    lines.push([uuidOf(i + 1, 3), quoted(text), uuidOf((i % authors.length) + 1, 2), uuidOf((i % categories.length) + 1, 1)].join(','));
  }
  return [...lines, ...dropped, ''].join('\n');
}

/** Rows product §5's rules leave out (no id, no text, too few columns), with a blank line among them. */
export const badSnippetRows = [
  `,Orphaned quote without an id,${uuidOf(1, 2)},${uuidOf(1, 1)}`,
  '',
  `${uuidOf(900_001, 3)},,${uuidOf(1, 2)},${uuidOf(1, 1)}`,
  `${uuidOf(900_002, 3)},A row cut short`,
];

/** The authors and categories of the snippets above as stored: GET /api/internal/authors and /categories answer them by id. */
export const storedAuthors = authors.map((name, i) => ({ id: uuidOf(i + 1, 2), name }));
export const storedCategories = categories.map((category, i) => ({ id: uuidOf(i + 1, 1), category }));

/** The authors of the snippets above, as an authors CSV. */
export const authorsCsv = (): string => ['id,name', ...authors.map((name, i) => `${uuidOf(i + 1, 2)},${name}`), ''].join('\n');
