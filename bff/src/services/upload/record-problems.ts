import type * as v from 'valibot';
import { uploadRefusedMessage } from '../../contract/messages';
import { UPLOAD_PROBLEMS_MAX, type UploadProblem, type UploadRefusal } from '../../contract/upload';

/**
 * The record (from 1) a valibot issue of `{ table, data }` is about, from its path `data.N…`;
 * undefined when the issue is about the body or the list as a whole.
 */
export const recordOfIssue = (issue: v.BaseIssue<unknown>): number | undefined => {
  const [first, second] = issue.path ?? [];
  if (first?.key !== 'data' || typeof second?.key !== 'number') return undefined;
  return second.key + 1;
};

/** One problem per record (the first found for it), in record order. */
export const onePerRecord = (problems: Iterable<UploadProblem>): UploadProblem[] => {
  const byRecord = new Map<number, UploadProblem>();
  for (const problem of problems) if (!byRecord.has(problem.record)) byRecord.set(problem.record, problem);
  return [...byRecord.values()].sort((a, b) => a.record - b.record);
};

/** A refused upload: how many records are wrong, and the first UPLOAD_PROBLEMS_MAX of them. */
export const refusalOf = (problems: UploadProblem[]): UploadRefusal => ({
  error: uploadRefusedMessage(problems.length),
  problems: problems.slice(0, UPLOAD_PROBLEMS_MAX),
});
