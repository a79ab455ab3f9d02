import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { messages, uploadSuccessMessage } from '../../contract/messages';
import { api } from '../../contract/paths';
import type { UploadResult } from '../../contract/upload';
import { createRouter } from '../../http/router';
import { largeBody } from '../../middleware/body';
import { oneAtATime } from '../../middleware/one-at-a-time';
import { requireCategory } from '../../middleware/roles';
import { checkUpload } from '../../services/upload/check-upload';
import { refusalOf } from '../../services/upload/record-problems';
import { createUploadData } from '../../services/upload/upload-data';

/** What a second upload is told while one is being stored: a 100,000-record upload takes a few seconds. */
const UPLOAD_RETRY_AFTER_SECONDS = 5;

/**
 * POST /api/internal/upload-data (product §7, issue #12): Internal only, one upload at a time in the
 * process (another meanwhile is a 429 before its body is read), then a body of up to
 * UPLOAD_MAX_BYTES that must arrive within UPLOAD_READ_TIMEOUT_MS (issue #23 item 7). Wrong records
 * answer 400, records the database cannot take (a repeated id, an unknown author or category) 422;
 * both as an UploadRefusal naming the records.
 */
export const uploadDataRoutes = (deps: AppDeps): Router => {
  const upload = createUploadData(deps);
  const router = createRouter();
  const oneUpload = oneAtATime({ retryAfterSeconds: UPLOAD_RETRY_AFTER_SECONDS, message: messages.upload.busy });
  const body = largeBody(deps.config.uploadMaxBytes, {
    readTimeout: { ms: deps.config.uploadReadTimeoutMs, message: messages.upload.readTimeout },
  });

  router.post(api.uploadData, requireCategory('Internal'), oneUpload, body, async (ctx) => {
    const checked = checkUpload((ctx.request as { body?: unknown }).body ?? {});
    if (!checked.ok) {
      ctx.status = 400;
      ctx.body = checked.refusal;
      return;
    }
    const outcome = await upload(checked.input);
    if (!outcome.stored) {
      ctx.status = 422;
      ctx.body = refusalOf(outcome.problems);
      return;
    }
    const { table } = checked.input;
    ctx.body = { message: uploadSuccessMessage(outcome.count, table), count: outcome.count } satisfies UploadResult;
  });

  return router;
};
