import { ProgressBar } from '@nextlevel/design-system';
import type { Busy } from '../use-csv-upload';

/** The file being read, sent (with how much), then stored (no figure: the server says when it is done). */
export function UploadProgress({ busy }: { busy: NonNullable<Busy> }) {
  if (busy.kind === 'parsing') return <ProgressBar label="Reading file..." value={busy.fraction} />;
  if (busy.kind === 'sending') return <ProgressBar label="Uploading..." value={busy.fraction} />;
  return <ProgressBar label="Storing..." />;
}
