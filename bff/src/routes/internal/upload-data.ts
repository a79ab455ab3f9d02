import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { uploadSuccessMessage } from '../../contract/messages';
import { api } from '../../contract/paths';
import type { UploadResult } from '../../contract/upload';
import { createRouter } from '../../http/router';
import { largeBody } from '../../middleware/body';
import { requireCategory } from '../../middleware/roles';
import { checkUpload } from '../../services/upload/check-upload';
import { refusalOf } from '../../services/upload/record-problems';
import { createUploadData } from '../../services/upload/upload-data';

/**
 * POST /api/internal/upload-data (SPEC §7, issue #12): Internal only, then a body of up to
 * UPLOAD_MAX_BYTES. Wrong records answer 400, records the database cannot take (a repeated id,
 * an unknown author or category) 422; both as an UploadRefusal naming the records.
 */
export const uploadDataRoutes = (deps: AppDeps): Router => {
  const upload = createUploadData(deps);
  const router = createRouter();

  router.post(api.uploadData, requireCategory('Internal'), largeBody(deps.config.uploadMaxBytes), async (ctx) => {
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
