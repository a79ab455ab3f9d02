/** Excel reads a UTF-8 file as such only after a byte order mark. */
const BOM = '\uFEFF';

/** Saves `csv` as a file called `filename` through a Blob and a temporary download link. */
export function downloadCsv(filename: string, csv: string, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([BOM, csv], { type: 'text/csv;charset=utf-8' }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has handed the URL to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
