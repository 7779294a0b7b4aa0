const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const dateFormat = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric' });

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** Day first, as read in Bangladesh, with a 12-hour clock: `21 Nov 2026, 8:30 PM` (local time). */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    dateTimeFormat.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} ${part('dayPeriod')}`;
}

/** `21 Nov 2026` (local time). */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = dateFormat.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}

export interface DateTimeProps {
  /** An ISO timestamp. */
  value: string;
  /** Show the time of day too (default) or the date only. */
  withTime?: boolean;
  className?: string;
}

/** A `<time>` element showing a timestamp in the reader's time zone; nothing for an invalid one. */
export function DateTime({ value, withTime = true, className }: DateTimeProps) {
  const text = withTime ? formatDateTime(value) : formatDate(value);
  if (!text) return null;
  return (
    <time dateTime={value} className={className}>
      {text}
    </time>
  );
}
