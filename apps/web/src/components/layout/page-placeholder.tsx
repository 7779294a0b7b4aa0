import type { ReactNode } from 'react';

/** A simple titled page, used by routes whose full screen arrives in a later release. */
export function PagePlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
      <title>{`${title} · Hostel Meals`}</title>
      <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-stone-600">{children ?? 'This page is coming soon.'}</p>
    </section>
  );
}
