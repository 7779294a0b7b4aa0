import { useFormat } from '../../i18n/format.ts';

export { formatDate, formatDateTime } from '../../i18n/format.ts';

export interface DateTimeProps {
  /** An ISO timestamp. */
  value: string;
  /** Show the time of day too (default) or the date only. */
  withTime?: boolean;
  className?: string;
}

/** A `<time>` element showing a timestamp in the reader's time zone and language; nothing for an invalid one. */
export function DateTime({ value, withTime = true, className }: DateTimeProps) {
  const format = useFormat();
  const text = withTime ? format.dateTime(value) : format.date(value);
  if (!text) return null;
  return (
    <time dateTime={value} className={className}>
      {text}
    </time>
  );
}
