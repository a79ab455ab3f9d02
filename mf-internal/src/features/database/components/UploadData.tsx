import { Button } from '@nextlevel/design-system';
import { useCsvUpload, type CsvUploadDeps } from '../use-csv-upload';
import { DataPreview } from './DataPreview';
import { TableAndFileStep } from './TableAndFileStep';
import styles from './UploadForm.module.css';
import { UploadProgress } from './UploadProgress';
import { UploadResultPanel } from './UploadResultPanel';

/** The Upload Data tab: product §2's five steps, the progress of long work, and the preview. */
export function UploadData(deps: CsvUploadDeps) {
  const upload = useCsvUpload(deps);
  const { busy, preview } = upload;
  const uploading = busy?.kind === 'sending' || busy?.kind === 'storing';
  return (
    <div className={styles.panel}>
      <section aria-labelledby="upload-data-heading" className={styles.card}>
        <div className={styles.intro}>
          <h2 id="upload-data-heading" className={styles.heading}>
            Upload CSV Data
          </h2>
          <p className={styles.lead}>Choose a table and a .csv file, preview the records, then upload them.</p>
        </div>
        <TableAndFileStep upload={upload} disabled={uploading} />
        <div className={styles.actions}>
          <Button variant="outline" onClick={upload.previewData} disabled={!upload.table || !upload.file || busy !== null}>
            Preview Data
          </Button>
          <Button onClick={upload.upload} disabled={!preview || preview.records.length === 0 || busy !== null}>
            Upload Data
          </Button>
        </div>
        <div aria-live="polite">{busy ? <UploadProgress busy={busy} /> : null}</div>
        {upload.outcome ? <UploadResultPanel outcome={upload.outcome} /> : null}
      </section>
      {preview ? <DataPreview preview={preview} /> : null}
    </div>
  );
}
