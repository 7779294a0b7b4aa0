import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

export interface DashboardSectionProps {
  /** Anchor of the section (the dashboard's jump links use it). */
  id: string;
  title: string;
  description?: ReactNode;
  /** Buttons shown beside the heading (e.g. "Add Upcoming Meal"). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One card of the admin dashboard: an h2 that names the section (a landmark region), then its content. */
export function DashboardSection({ id, title, description, actions, children, className }: DashboardSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        'scroll-mt-24 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-stone-200 max-sm:bg-white/60 sm:p-7',
        className,
      )}
    >
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-2xl font-extrabold tracking-tight text-stone-900">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-stone-600">{description}</p> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
