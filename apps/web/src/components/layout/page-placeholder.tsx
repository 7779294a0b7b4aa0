import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from './document-title.tsx';

/** A simple titled page, used by routes whose full screen arrives in a later release. */
export function PagePlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
      <DocumentTitle page={title} />
      <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-stone-600">{children ?? t('status.comingSoon')}</p>
    </section>
  );
}
