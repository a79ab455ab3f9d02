import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { internalUploadEndpoints as endpoints } from '../../contract/endpoints/internal-upload';
import { uploadSuccessMessage, uploadMessages } from '../../contract/messages';
import type { UploadRefusal } from '../../contract/upload';
import { bindEndpoint } from '../../http/bind-endpoint';
import { HttpError } from '../../http/errors';
import { createRouter } from '../../http/router';
import { staffAction } from '../../services/activity/staff-actions';
import { largeBody } from '../../middleware/body';
import { oneAtATime } from '../../middleware/one-at-a-time';
import { checkUpload } from '../../services/upload/check-upload';
import { refusalOf } from '../../services/upload/record-problems';
import { createUploadData, type StoredUpload } from '../../services/upload/upload-data';

/** What a second upload is told while one is being stored: a 100,000-record upload takes a few seconds. */
const UPLOAD_RETRY_AFTER_SECONDS = 5;

/** A refused upload as the error middleware answers it: `{ error, problems }` (or `expected` and `found`). */
const refused = (status: 400 | 422, { error, ...details }: UploadRefusal) => new HttpError(status, error, { details });

/**
 * POST /api/internal/upload-data (product §7, issue #12): one upload at a time in the process
 * (another meanwhile is a 429 before its body is read), then a body of up to UPLOAD_MAX_BYTES that
 * must arrive within UPLOAD_READ_TIMEOUT_MS (issue #23 item 7). Wrong records answer 400, records
 * the database cannot take (a repeated id, an unknown author or category) 422; both an UploadRefusal
 * naming the records.
 */
export const uploadDataRoutes = (deps: AppDeps): Router => {
  const upload = createUploadData(deps);
  const router = createRouter();
  const oneUpload = oneAtATime({ retryAfterSeconds: UPLOAD_RETRY_AFTER_SECONDS, message: uploadMessages.busy });
  const body = largeBody(deps.config.uploadMaxBytes, {
    readTimeout: { ms: deps.config.uploadReadTimeoutMs, message: uploadMessages.readTimeout },
  });

  bindEndpoint(
    router,
    endpoints.uploadData,
    async (ctx, { body: input }) => {
      const recorded = staffAction<StoredUpload>(
        ctx,
        'upload',
        (stored) => ({ table: input.table, records: stored.count, added: stored.added, changed: stored.changed }),
        deps.clock.now(),
      );
      const outcome = await upload(input, { also: recorded });
      if (!outcome.stored) throw refused(422, refusalOf(outcome.problems));
      return { message: uploadSuccessMessage(outcome.count, input.table), count: outcome.count };
    },
    {
      before: [oneUpload, body],
      // Record by record, naming the refused ones: not the definition's schema in one pass (services/upload/check-upload.ts).
      readBody: (raw) => {
        const checked = checkUpload(raw);
        if (!checked.ok) throw refused(400, checked.refusal);
        return checked.input;
      },
    },
  );

  return router;
};
