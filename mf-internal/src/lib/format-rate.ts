/** `part` of `whole` as a percent with one decimal ("2.5%", "<0.1%" for a few in many); "—" when there is no whole. */
export function formatRate(part: number, whole: number): string {
  if (whole === 0) return '—';
  const percent = (part / whole) * 100;
  return percent > 0 && percent < 0.05 ? '<0.1%' : `${percent.toFixed(1)}%`;
}
