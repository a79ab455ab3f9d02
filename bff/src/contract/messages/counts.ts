/**
 * 100000 → "100,000", the same in the browser and the CLI. Not toLocaleString: the first Intl call
 * of a page loads number-format data, a main-thread task of tens of milliseconds on a slow phone.
 */
export const withThousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/** "1 record", "2,500 records": the preview, the result and the CLI count alike (issue #24.12). */
export const recordCount = (n: number): string => `${withThousands(n)} ${n === 1 ? 'record' : 'records'}`;
/** "1 row", "2,500 rows": rows of a CSV file, dropped or blank. */
export const rowCount = (n: number): string => `${withThousands(n)} ${n === 1 ? 'row' : 'rows'}`;
