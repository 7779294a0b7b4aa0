import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { DocumentTitle } from './document-title.tsx';
import { LogoMark } from './logo.tsx';

/** The page frame of the authentication screens, which sit outside the root layout. */
export function AuthFrame({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b from-amber-100 to-cream px-4 py-12">
      <DocumentTitle page={title} />
      <Link
        to={paths.home}
        className="flex items-center gap-2 rounded-lg text-xl font-extrabold text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-orange-600"
      >
        <LogoMark className="size-10" />
        {t('brand.name')}
      </Link>
      <main className="mt-8 w-full max-w-md rounded-3xl bg-white p-8 text-center shadow-lg ring-1 ring-stone-200">
        <h1 className="text-2xl font-extrabold text-stone-900">{title}</h1>
        <div className="mt-4 text-stone-600">{children}</div>
      </main>
    </div>
  );
}
