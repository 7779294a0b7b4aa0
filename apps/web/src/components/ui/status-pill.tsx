import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

const tones = {
  waiting: 'bg-amber-100 text-amber-900 ring-amber-200',
  done: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
} as const;

/** A small coloured label for a row's state ("Pending", "Served", "Succeeded"). */
export function StatusPill({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1',
        tones[tone],
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {children}
    </span>
  );
}
