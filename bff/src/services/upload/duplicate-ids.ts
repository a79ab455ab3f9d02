import { uploadMessages } from '../../contract/messages';
import type { UploadProblem } from '../../contract/upload';

/** Every record whose id another record of the same upload also has (each one, the first included). */
export const duplicateIds = (rows: readonly { id: string }[]): UploadProblem[] => {
  const first = new Map<string, number>();
  const repeated = new Set<number>();
  rows.forEach(({ id }, index) => {
    const seen = first.get(id);
    if (seen === undefined) first.set(id, index);
    else repeated.add(seen).add(index);
  });
  return [...repeated].sort((a, b) => a - b).map((index) => ({ record: index + 1, error: uploadMessages.duplicateId }));
};
