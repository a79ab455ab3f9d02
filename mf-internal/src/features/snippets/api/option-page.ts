import { NEXT_CURSOR_HEADER } from '@nextlevel/bff/contract';
import type { ComboboxOption } from '@nextlevel/design-system';
import { apiRequestWithHeaders } from '@nextlevel/shell/api';
import { withQuery } from './with-query';

/** One page of a picker's options (decision 020) and the cursor of the next (X-Next-Cursor); none on the last. */
export interface OptionPage {
  options: ComboboxOption[];
  nextCursor: string | undefined;
}

/** A picker's search results are kept this long: reopening the form or the list within it asks nothing again. */
export const OPTIONS_STALE_MS = 60_000;

/** GET one page of `path` (author-options or category-options), its rows made options by `toOption`. */
export async function getOptionPage<Row>(
  path: string,
  params: Record<string, string | undefined>,
  toOption: (row: Row) => ComboboxOption,
  signal?: AbortSignal,
): Promise<OptionPage> {
  const { body, headers } = await apiRequestWithHeaders<Row[]>(withQuery(path, params), { signal });
  return { options: body.map(toOption), nextCursor: headers.get(NEXT_CURSOR_HEADER) || undefined };
}
