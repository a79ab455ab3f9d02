import { UPLOAD_TABLES, type UploadTable } from '@nextlevel/bff/contract';
import { FileInput, Select } from '@nextlevel/design-system';
import type { CsvUpload } from '../use-csv-upload';
import styles from './UploadForm.module.css';

const tableNames: Record<UploadTable, string> = { categories: 'Categories', authors: 'Authors', snippets: 'Snippets' };
const tableOptions = UPLOAD_TABLES.map((value) => ({ value, label: tableNames[value] }));
const isTable = (value: string): value is UploadTable => (UPLOAD_TABLES as readonly string[]).includes(value);

/** Steps 1 and 2 of product §2: a table, then a .csv file. */
export function TableAndFileStep({ upload, disabled }: { upload: CsvUpload; disabled: boolean }) {
  return (
    <div className={styles.fields}>
      <Select
        label="Select a table"
        placeholder="Choose a table"
        options={tableOptions}
        value={upload.table}
        onValueChange={(value) => isTable(value) && upload.chooseTable(value)}
        disabled={disabled}
      />
      <FileInput
        key={upload.fileInputKey}
        label="Choose a CSV file"
        accept=".csv,text/csv"
        hint="The first row holds the column names and is skipped."
        error={upload.fileError}
        onFileChange={upload.chooseFile}
        disabled={disabled}
      />
    </div>
  );
}
