const pad = (value: number) => String(value).padStart(2, '0');

/** Local time as YYYY-MM-DD HH:mm:ss, the console's one date format (spec 01 §9). */
export function formatDateTime(unixSeconds: number): string {
  const at = new Date(unixSeconds * 1000);
  if (Number.isNaN(at.getTime())) return '';
  const date = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
  return `${date} ${time}`;
}
