import { NEXT_CURSOR_HEADER } from '@nextlevel/bff/contract';
import type { ComboboxOption } from '@nextlevel/design-system';
import type { ApiResponse } from '@nextlevel/shell/api';

/** One page of a picker's options (decision 020) and the cursor of the next (X-Next-Cursor); none on the last. */
export interface OptionPage {
  options: ComboboxOption[];
  nextCursor: string | undefined;
}

/** A picker's search results are kept this long: reopening the form or the list within it asks nothing again. */
export const OPTIONS_STALE_MS = 60_000;

/** A page of author-options or category-options as it was answered, its rows made options by `toOption`. */
export const optionPageOf = <Row>({ body, headers }: ApiResponse<Row[]>, toOption: (row: Row) => ComboboxOption): OptionPage => ({
  options: body.map(toOption),
  nextCursor: headers.get(NEXT_CURSOR_HEADER) || undefined,
});
