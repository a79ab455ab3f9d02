import { endpoint } from '../endpoint';
import { messages, uploadMessages } from '../messages/index';
import { uploadDataSchema, uploadResultSchema } from '../upload';

/** The CSV upload of /internal/database (product §2.13, §4.9), Internal only. */
export const internalUploadEndpoints = {
  /**
   * Stores `{ table, columns?, data }` all or nothing. Its body limit and read deadline come from the
   * configuration (UPLOAD_MAX_BYTES, UPLOAD_READ_TIMEOUT_MS), so the bff's binding sets them, with
   * one upload at a time (a 429 meanwhile). Wrong records answer 400, records the database cannot
   * take 422, each an UploadRefusal naming them (`{ error, problems }`).
   */
  uploadData: endpoint({
    method: 'POST',
    path: '/api/internal/upload-data',
    role: 'Internal',
    body: uploadDataSchema,
    response: uploadResultSchema,
    errors: [
      uploadMessages.busy,
      uploadMessages.readTimeout,
      uploadMessages.tooManyRecords,
      uploadMessages.duplicateId,
      uploadMessages.unknownAuthor,
      uploadMessages.unknownCategory,
      messages.errors.payloadTooLarge,
    ],
  }),
};
