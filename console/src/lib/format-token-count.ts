/**
 * Token counts the way the console shows them: as they are below 10,000, in
 * thousands (`12.3k`) from 10,000, in millions (`1.5M`) from 1,000,000.
 */
export function formatTokenCount(count: number): string {
  const sign = count < 0 ? '-' : '';
  const size = Math.abs(count);
  if (size >= 1_000_000) return `${sign}${trim(size / 1_000_000)}M`;
  if (size >= 10_000) return `${sign}${trim(size / 1_000)}k`;
  return `${sign}${Math.trunc(size)}`;
}

/** One decimal, without a trailing `.0`. */
const trim = (value: number): string => (Math.floor(value * 10) / 10).toFixed(1).replace(/\.0$/, '');
