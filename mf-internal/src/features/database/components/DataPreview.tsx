import { recordCount } from '@nextlevel/bff/contract';
import { Alert, DataTable } from '@nextlevel/design-system';
import { useMemo, useState } from 'react';
import { getStoredNames } from '../api/get-stored-names';
import type { CsvPreview } from '../csv/csv-preview';
import { previewColumns } from '../preview-columns';
import { createStoredNames, type NamesLookup } from '../stored-names';
import styles from './DataPreview.module.css';
import { DroppedRows } from './DroppedRows';

export interface DataPreviewProps {
  preview: CsvPreview;
  /** How the names beside a snippet's author and category ids are found; tests pass their own. */
  lookup?: NamesLookup;
}

/**
 * "Data Preview (N records)": the records to upload in a virtualised table, then the rows left
 * out; or, when the file's header names another table's columns, that refusal and no rows (issue #24.12).
 */
export function DataPreview({ preview, lookup = getStoredNames }: DataPreviewProps) {
  const [names] = useState(() => createStoredNames(lookup));
  const columns = useMemo(() => previewColumns(preview.table, names), [preview.table, names]);
  const count = preview.records.length;
  if (preview.headerMismatch)
    return (
      <section aria-labelledby="data-preview-heading" className={styles.preview}>
        <h2 id="data-preview-heading" className={styles.heading}>
          Data Preview
        </h2>
        <Alert tone="error" title="Wrong columns for this table">
          {preview.headerMismatch.message}. Choose the table this file is for, or a file for this table.
        </Alert>
      </section>
    );
  return (
    <section aria-labelledby="data-preview-heading" className={styles.preview}>
      <h2 id="data-preview-heading" className={styles.heading}>
        Data Preview ({recordCount(count)})
      </h2>
      {count > 0 ? (
        <DataTable aria-labelledby="data-preview-heading" columns={columns} rows={preview.records} maxHeight="min(60vh, 32rem)" />
      ) : null}
      <DroppedRows dropped={preview.dropped} blank={preview.blank} />
    </section>
  );
}
