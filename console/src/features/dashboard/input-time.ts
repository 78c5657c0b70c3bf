const pad = (value: number) => String(value).padStart(2, '0');

/** Milliseconds as a `datetime-local` value (local time, to the minute). */
export function toInputTime(ms: number): string {
  const at = new Date(ms);
  if (Number.isNaN(at.getTime())) return '';
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A `datetime-local` value as milliseconds, or null when empty or invalid. */
export function fromInputTime(value: string): number | null {
  if (!value) return null;
  const at = new Date(value).getTime();
  return Number.isNaN(at) ? null : at;
}
