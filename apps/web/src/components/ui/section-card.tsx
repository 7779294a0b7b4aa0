import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface SectionCardProps {
  /** The section's anchor; its heading gets `{id}-title`. */
  id: string;
  title: string;
  description?: ReactNode;
  /** Shown beside the heading (a count, a button). */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A white card holding one titled region of a page (an h2 that names the section landmark). */
export function SectionCard({ id, title, description, aside, children, className }: SectionCardProps) {
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
        {/* At most the card's width: on a phone its buttons wrap instead of pushing the page sideways. */}
        {aside ? <div className="flex max-w-full shrink-0 flex-wrap items-center gap-2">{aside}</div> : null}
      </div>
      {children}
    </section>
  );
}
