/** A stat card's number: '1,234'. */
export function formatCount(count: number): string {
  return new Intl.NumberFormat('en-US').format(count);
}

/**
 * When an admin change happened, on the clock of the admins' country by default (the server
 * keeps UTC): '22 Nov 2026, 16:05'. An unreadable date is shown as it came.
 */
export function formatActivityTime(iso: string, timeZone = 'Asia/Dhaka'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(date);
}
