import { uploadRefusedMessage } from '../../contract/messages';
import { UPLOAD_PROBLEMS_MAX, type UploadProblem, type UploadRefusal } from '../../contract/upload';

/** One problem per record (the first found for it), in record order. */
export const onePerRecord = (problems: Iterable<UploadProblem>): UploadProblem[] => {
  const byRecord = new Map<number, UploadProblem>();
  for (const problem of problems) if (!byRecord.has(problem.record)) byRecord.set(problem.record, problem);
  return [...byRecord.values()].sort((a, b) => a.record - b.record);
};

/** A refused upload: how many records are wrong (all of `problems`, unless counted beyond them), and the first UPLOAD_PROBLEMS_MAX. */
export const refusalOf = (problems: UploadProblem[], wrong: number = problems.length): UploadRefusal => ({
  error: uploadRefusedMessage(wrong),
  problems: problems.slice(0, UPLOAD_PROBLEMS_MAX),
});
