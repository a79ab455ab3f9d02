/** The Member snippet routes (issue #11): a malformed id in the path or `?exclude=`, an unknown one. */
export const snippetMessages = {
  idInvalid: 'Invalid snippet id',
  notFound: 'Snippet not found',
  tooManyViews: 'Too many snippet views. Please slow down.',
} as const;
