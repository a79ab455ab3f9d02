/** product §9: an average visit duration in whole seconds, floored, as "Xm Ys". */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}m ${whole % 60}s`;
}
