import * as v from 'valibot';
import { messages } from '../../contract/messages';
import { UPLOAD_MAX_RECORDS, uploadDataSchema, type UploadDataInput, type UploadRefusal } from '../../contract/upload';
import { badRequest } from '../../http/errors';
import { onePerRecord, recordOfIssue, refusalOf } from './record-problems';

export type CheckedUpload = { ok: true; input: UploadDataInput } | { ok: false; refusal: UploadRefusal };

/**
 * Validates an upload body with the contract's schema, every record (valibot collects all issues).
 * Wrong records are a refusal naming each by number; a body that is wrong as a whole (no table,
 * no list, too many records) is a plain 400 with its catalogue message.
 */
export const checkUpload = (body: unknown): CheckedUpload => {
  // Refused before the schema looks at each of a few million records (a 64 MB body can hold them).
  const data = (body as { data?: unknown } | null)?.data;
  if (Array.isArray(data) && data.length > UPLOAD_MAX_RECORDS) throw badRequest(messages.upload.tooManyRecords);
  const result = v.safeParse(uploadDataSchema, body);
  if (result.success) return { ok: true, input: result.output };
  const whole = result.issues.find((issue) => recordOfIssue(issue) === undefined);
  if (whole) throw badRequest(whole.message);
  const problems = result.issues.map((issue) => ({ record: recordOfIssue(issue)!, error: issue.message }));
  return { ok: false, refusal: refusalOf(onePerRecord(problems)) };
};
