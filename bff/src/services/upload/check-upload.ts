import * as v from 'valibot';
import { csvHeaderMismatch } from '../../contract/csv-records';
import { uploadMessages } from '../../contract/messages';
import {
  UPLOAD_MAX_RECORDS,
  UPLOAD_PROBLEMS_MAX,
  uploadEnvelopeSchema,
  uploadRowSchemas,
  type UploadDataInput,
  type UploadProblem,
  type UploadRefusal,
} from '../../contract/upload';
import { badRequest } from '../../http/errors';
import { refusalOf } from './record-problems';

export type CheckedUpload = { ok: true; input: UploadDataInput } | { ok: false; refusal: UploadRefusal };

/**
 * Validates an upload body with the contract's schemas: the body as a whole first (no table, no
 * list, too many records: a plain 400 with its catalogue message), then the file's header row when
 * the client sent it (another table's columns: a refusal saying which were expected and found,
 * issue #24.12), then each record with its
 * table's schema. Wrong records are a refusal counting them all and naming the first
 * UPLOAD_PROBLEMS_MAX by number; record by record, so a body of 100,000 wrong records never holds
 * 100,000 sets of issues (issue #23 item 7).
 */
export const checkUpload = (body: unknown): CheckedUpload => {
  const given = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  // Refused before the schema looks at each of a few million records (a 64 MB body can hold them).
  if (Array.isArray(given.data) && given.data.length > UPLOAD_MAX_RECORDS) throw badRequest(uploadMessages.tooManyRecords);
  const whole = v.safeParse(uploadEnvelopeSchema, { table: given.table, columns: given.columns, data: given.data });
  if (!whole.success) throw badRequest(whole.issues[0].message);
  const { table, columns, data } = whole.output;
  const mismatch = columns && csvHeaderMismatch(table, columns);
  if (mismatch) return { ok: false, refusal: { error: mismatch.message, expected: [...mismatch.expected], found: mismatch.found } };
  const schema: v.GenericSchema = uploadRowSchemas[table];
  const records: unknown[] = [];
  const problems: UploadProblem[] = [];
  let wrong = 0;
  data.forEach((record, index) => {
    const row = v.safeParse(schema, record);
    if (row.success) {
      // Once one is wrong nothing is stored: the rest need only be judged.
      if (wrong === 0) records.push(row.output);
      return;
    }
    wrong += 1;
    if (problems.length < UPLOAD_PROBLEMS_MAX) problems.push({ record: index + 1, error: row.issues[0].message });
  });
  if (wrong > 0) return { ok: false, refusal: refusalOf(problems, wrong) };
  return { ok: true, input: { table, data: records } as UploadDataInput };
};
