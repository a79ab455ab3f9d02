/** The internal CMS routes (issue #12). */
export const internalMessages = {
  authorNotFound: 'Author not found',
  categoryNotFound: 'Category not found',
  authorIdInvalid: 'Invalid author id',
  categoryIdInvalid: 'Invalid category id',
  searchTooLong: 'Search must be at most 200 characters',
  cursorInvalid: 'Invalid cursor',
  idsInvalid: 'ids must be at most 100 comma-separated UUIDs',
  limitInvalid: 'limit must be a whole number from 1 to 200',
} as const;
