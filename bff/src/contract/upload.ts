import * as v from 'valibot';
import { id } from './fields';
import { messages, uploadMessages } from './messages/index';
import { responseSchema } from './response-schema';
import { AUTHOR_NAME_MAX, CATEGORY_NAME_MAX, SNIPPET_TEXT_MAX } from './snippets';

const m = uploadMessages;

/** The tables a CSV upload fills (product §2, /internal/database). */
export const UPLOAD_TABLES = ['categories', 'authors', 'snippets'] as const;
export type UploadTable = (typeof UPLOAD_TABLES)[number];
/** Most records one upload takes (issue #12); the upload is all or nothing. */
export const UPLOAD_MAX_RECORDS = 100_000;

/** An id in a record: product §3's ids are text UUIDs, and a snippet's author and category refer to such ids. */
const uuid = (required: string, invalid: string) => v.pipe(id(required), v.uuid(invalid));
/** PostgreSQL text cannot hold NUL: a CSV cell with one is refused here, by its record, not by the database. */
const text = (required: string) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.check((value) => !value.includes('\u0000'), messages.errors.unstorableText),
  );

/**
 * A record: an object keyed by column, not an array of cells. valibot words a missing key with
 * the object's generic message, so every column is presented (undefined when absent) and each
 * speaks with its own message ("Each snippet record needs a text").
 */
const record = <E extends v.ObjectEntries>(entries: E) =>
  v.pipe(
    v.custom<Record<string, unknown>>((input) => typeof input === 'object' && input !== null && !Array.isArray(input), m.recordInvalid),
    v.transform((input) => ({ ...Object.fromEntries(Object.keys(entries).map((key) => [key, undefined])), ...input })),
    v.object(entries),
  );

// product §3's CSV row shapes: the client maps its columns once; the server never guesses which cell is which.
export const categoryRowSchema = record({
  id: uuid(m.idRequired, m.idInvalid),
  category: v.pipe(text(m.categoryRequired), v.maxLength(CATEGORY_NAME_MAX, m.categoryTooLong)),
});
export type CategoryRow = v.InferOutput<typeof categoryRowSchema>;

export const authorRowSchema = record({
  id: uuid(m.idRequired, m.idInvalid),
  name: v.pipe(text(m.nameRequired), v.maxLength(AUTHOR_NAME_MAX, m.nameTooLong)),
});
export type AuthorRow = v.InferOutput<typeof authorRowSchema>;

export const snippetRowSchema = record({
  id: uuid(m.idRequired, m.idInvalid),
  text: v.pipe(text(m.textRequired), v.maxLength(SNIPPET_TEXT_MAX, messages.validation.snippetTextTooLong)),
  author: uuid(m.authorRequired, m.authorInvalid),
  category: uuid(m.snippetCategoryRequired, m.snippetCategoryInvalid),
});
export type SnippetRow = v.InferOutput<typeof snippetRowSchema>;

/** Each table's record schema, e.g. for checking a parsed CSV before it is sent. */
export const uploadRowSchemas = {
  categories: categoryRowSchema,
  authors: authorRowSchema,
  snippets: snippetRowSchema,
} as const satisfies Record<UploadTable, v.GenericSchema>;

const records = <S extends v.GenericSchema>(row: S) =>
  v.pipe(v.array(row, m.dataInvalid), v.minLength(1, m.noRecords), v.maxLength(UPLOAD_MAX_RECORDS, m.tooManyRecords));

/** Most header cells an upload may carry, and the longest: a real header has 2 to 4 short names. */
export const UPLOAD_COLUMNS_MAX = 50;
export const UPLOAD_COLUMN_NAME_MAX = 200;

/**
 * The file's header row as the client found it (issue #24.12): optional, since the records are
 * keyed by column anyway; when sent, the bff refuses the upload unless it names the table's columns.
 */
const columns = v.optional(
  v.pipe(
    v.array(v.pipe(v.string(m.columnsInvalid), v.maxLength(UPLOAD_COLUMN_NAME_MAX, m.columnsInvalid)), m.columnsInvalid),
    v.maxLength(UPLOAD_COLUMNS_MAX, m.columnsInvalid),
  ),
);

/**
 * The upload as a whole, its records not looked into: a known table, the header row if sent, and
 * a list of 1 to UPLOAD_MAX_RECORDS. The bff checks this first, then the header, then each record
 * with `uploadRowSchemas[table]`, so a refused upload costs one record's issues at a time
 * (`uploadDataSchema` says the same in one, the header aside).
 */
export const uploadEnvelopeSchema = v.object({
  table: v.picklist(UPLOAD_TABLES, m.tableInvalid),
  columns,
  data: records(v.unknown()),
});

/**
 * POST /api/internal/upload-data: `{ table, columns?, data }`, where `table` decides the shape of
 * every record in `data` — `{id, category}`, `{id, name}` or `{id, text, author, category}` — and
 * `columns`, the CSV file's header row, must then name those columns first.
 */
export const uploadDataSchema = v.variant(
  'table',
  [
    v.object({ table: v.literal('categories'), columns, data: records(uploadRowSchemas.categories) }),
    v.object({ table: v.literal('authors'), columns, data: records(uploadRowSchemas.authors) }),
    v.object({ table: v.literal('snippets'), columns, data: records(uploadRowSchemas.snippets) }),
  ],
  m.tableInvalid,
);
export type UploadDataInput = v.InferOutput<typeof uploadDataSchema>;
/** The upload as the client sends it (the CSV worker writes it as JSON). */
export type UploadDataBody = v.InferInput<typeof uploadDataSchema>;

/** The answer of a stored upload (product §8: "Successfully uploaded N records to {table} table"). */
export const uploadResultSchema = responseSchema((v) => v.object({ message: v.string(), count: v.number() }));
export type UploadResult = v.InferOutput<typeof uploadResultSchema>;
/** One refused record: `record` counts from 1 in `data`'s order; the client maps it to its CSV line. */
export interface UploadProblem {
  record: number;
  error: string;
}
/**
 * A refused upload (4xx): nothing was stored; `problems` lists the first `UPLOAD_PROBLEMS_MAX`;
 * a header row naming other columns than the table's says which were `expected` and `found`.
 */
export interface UploadRefusal {
  error: string;
  problems?: UploadProblem[];
  expected?: string[];
  found?: string[];
}
export const UPLOAD_PROBLEMS_MAX = 50;
