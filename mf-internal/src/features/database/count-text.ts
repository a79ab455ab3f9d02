/**
 * 100000 → "100,000". Not toLocaleString: the first Intl call of a page loads number-format data,
 * a main-thread task of tens of milliseconds on a slow phone, right as the preview appears.
 */
export const withThousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "1 row", "2,500 rows". */
export const rowCount = (n: number): string => `${withThousands(n)} ${n === 1 ? 'row' : 'rows'}`;
