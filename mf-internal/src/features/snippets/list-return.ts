/** The snippets list's path. */
export const LIST_PATH = '/internal/snippets';

/** What the list's links hand the form: the list's own URL, with its filters, to go back to. */
export interface FormEntryState {
  from: string;
}
/** What the form hands the list when it goes back: the card just edited, to bring into view (issue #24.3). */
export interface ListReturnState {
  returnTo: string;
}

/** The list URL the form goes back to: the one it came from, else the plain list. */
export const listFrom = (state: unknown): string => {
  const from = (state as Partial<FormEntryState> | null)?.from;
  return typeof from === 'string' && (from === LIST_PATH || from.startsWith(`${LIST_PATH}?`)) ? from : LIST_PATH;
};

/** The card the list should show, if the form sent it back with one. */
export const returnedTo = (state: unknown): string | undefined => {
  const id = (state as Partial<ListReturnState> | null)?.returnTo;
  return typeof id === 'string' ? id : undefined;
};

/** Where the list is: its URL for the form to come back to, and its history entry's key. */
export interface ListPlace {
  url: string;
  key: string;
}

const editedKey = (listKey: string) => `nl.snippets.edited.${listKey}`;

/** Remembers, against the list's history entry, the card whose Edit was clicked: Back to the list brings it into view. */
export const rememberEdited = (listKey: string, id: string) => {
  try {
    sessionStorage.setItem(editedKey(listKey), id);
  } catch {
    // Storage refused (private mode, full): Back then opens the list at the top.
  }
};

/** The card last edited from this history entry of the list, if any. */
export const editedFrom = (listKey: string): string | undefined => {
  try {
    return sessionStorage.getItem(editedKey(listKey)) ?? undefined;
  } catch {
    return undefined;
  }
};
