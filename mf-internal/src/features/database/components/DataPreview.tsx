import { DataTable } from '@nextlevel/design-system';
import { withThousands } from '../count-text';
import type { CsvPreview } from '../csv/csv-preview';
import { previewColumns } from '../preview-columns';
import styles from './DataPreview.module.css';
import { DroppedRows } from './DroppedRows';

/** "Data Preview (N records)": the records to upload in a virtualised table, then the rows left out. */
export function DataPreview({ preview }: { preview: CsvPreview }) {
  const count = preview.records.length;
  return (
    <section aria-labelledby="data-preview-heading" className={styles.preview}>
      <h2 id="data-preview-heading" className={styles.heading}>
        Data Preview ({withThousands(count)} records)
      </h2>
      {count > 0 ? (
        <DataTable
          aria-labelledby="data-preview-heading"
          columns={previewColumns[preview.table]}
          rows={preview.records}
          maxHeight="min(60vh, 32rem)"
        />
      ) : null}
      <DroppedRows dropped={preview.dropped} blank={preview.blank} />
    </section>
  );
}
