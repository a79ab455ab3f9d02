import { recordCount, withThousands } from './counts';

/** POST /api/internal/upload-data (product §5 CSV rules; the record shapes of contract/upload.ts). */
export const uploadMessages = {
  tableInvalid: 'Table must be categories, authors or snippets',
  dataInvalid: 'Data must be a list of records',
  columnsInvalid: 'Columns must be a list of at most 50 column names',
  noRecords: 'No records to upload',
  tooManyRecords: 'At most 100,000 records per upload',
  recordInvalid: "Each record must be an object of the table's columns",
  idRequired: 'Each record needs an id',
  // Each names its column: a CSV row is dropped with it ("line 6: author must be a UUID", issue #24.12).
  idInvalid: 'id must be a UUID',
  authorInvalid: 'author must be a UUID',
  snippetCategoryInvalid: 'category must be a UUID',
  categoryRequired: 'Each category record needs a category',
  categoryTooLong: 'Each category must be at most 200 characters',
  nameRequired: 'Each author record needs a name',
  nameTooLong: 'Each author name must be at most 200 characters',
  textRequired: 'Each snippet record needs a text',
  authorRequired: 'Each snippet record needs an author id',
  snippetCategoryRequired: 'Each snippet record needs a category id',
  duplicateId: 'The same id appears more than once in this upload',
  busy: 'Another upload is being stored. Please try again in a moment.',
  readTimeout: 'The upload took too long to arrive. Please try again.',
  // One upload carries one table, so a snippet's author and category must already be stored.
  unknownAuthor: 'Unknown author id: upload the authors first',
  unknownCategory: 'Unknown category id: upload the categories first',
} as const;

/** Why the CSV reader (client preview and `pnpm cli import`) dropped a row (product §5; issue #12). */
export const csvMessages = {
  noId: 'no id',
  noText: 'no text',
  noName: 'no name',
  noCategory: 'no category',
  noAuthor: 'no author',
  unreadable: 'The file could not be read as CSV',
} as const;

export const uploadSuccessMessage = (count: number, table: string): string =>
  `Successfully uploaded ${recordCount(count)} to ${table} table`;

/** A CSV file whose header row does not name the chosen table's columns (issue #24.12): nothing is read from it. */
export const csvHeaderMismatchMessage = (table: string, expected: readonly string[], found: readonly string[]): string =>
  `This file's columns do not match the ${table} table: expected "${expected.join(',')}", found "${found.join(',')}"`;

/** A CSV row with fewer cells than its table needs (product §5: snippets 4, authors and categories 2). */
export const csvTooFewColumnsMessage = (min: number): string => `fewer than ${min} columns`;
/** The upload refused as a whole: nothing is stored (issue #12), and `problems` says which records. */
export const uploadRefusedMessage = (count: number): string =>
  `Nothing was uploaded: ${withThousands(count)} ${count === 1 ? 'record has a problem' : 'records have problems'}`;
