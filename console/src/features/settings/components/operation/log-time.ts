/*
 * Spec 03 §4, log cleaning: the admin picks a time (a `datetime-local`
 * input, local time) and the rows before it are removed; the call takes unix
 * seconds.
 */

/** A `datetime-local` value as unix seconds, or null when nothing (or nothing valid) is picked. */
export function cleanBeforeSeconds(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value.trim())) return null;
  const at = new Date(value.trim()).getTime();
  return Number.isNaN(at) ? null : Math.floor(at / 1000);
}
