import type { ReactNode } from 'react';

/** A list with nothing in it: what is (not) there, why, and what to do next. */
export function EmptyState({ title, message, action }: { title: string; message: string; action?: ReactNode }) {
  return (
    <div className="rounded-3xl bg-white px-6 py-16 text-center ring-1 ring-stone-200">
      <p className="text-lg font-semibold text-stone-900">{title}</p>
      <p className="mt-2 text-stone-600">{message}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
