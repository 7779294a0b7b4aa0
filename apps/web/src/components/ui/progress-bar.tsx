import { useFormat } from '../../i18n/format.ts';
import { cn } from '../../lib/cn.ts';

export interface ProgressBarProps {
  /** Accessible name, e.g. "Image upload". */
  label: string;
  /** 0 to 100. */
  value: number;
  /** Written next to the bar, e.g. "Uploading image…". */
  caption?: string;
  className?: string;
}

/** A determinate progress bar (role progressbar with aria-valuenow) and its percentage. */
export function ProgressBar({ label, value, caption, className }: ProgressBarProps) {
  const format = useFormat();
  const percent = Math.round(Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), 100));
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-center justify-between text-xs font-semibold text-stone-600">
        <span>{caption ?? label}</span>
        <span className="tabular-nums" aria-hidden="true">
          {format.number(percent)}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 w-full overflow-hidden rounded-full bg-amber-100"
      >
        <div
          className="h-full rounded-full bg-orange-600 transition-[width] duration-200 ease-out"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
