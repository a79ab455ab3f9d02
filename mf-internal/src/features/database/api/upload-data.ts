import { internalUploadEndpoints, type UploadDataBody, type UploadProblem, type UploadRefusal } from '@nextlevel/bff/contract';
import { ApiError, callApi, type PreparedJson, type UploadProgress } from '@nextlevel/shell/api';

/**
 * POST /api/internal/upload-data with the JSON body made by the CSV worker, through the one API
 * client: `onUploadProgress` reports the share sent, then 1 once every byte is sent and the server
 * is storing the rows.
 */
export const uploadData = (
  body: PreparedJson<UploadDataBody>,
  { onUploadProgress, signal }: { onUploadProgress: UploadProgress; signal: AbortSignal },
) => callApi(internalUploadEndpoints.uploadData, { body, onUploadProgress, signal });

/** The records a refused upload named (an UploadRefusal's `problems`); none for any other failure. */
export const refusedRecords = (err: unknown): UploadProblem[] => {
  const problems = err instanceof ApiError ? (err.body as Partial<UploadRefusal> | undefined)?.problems : undefined;
  return Array.isArray(problems) ? problems : [];
};
