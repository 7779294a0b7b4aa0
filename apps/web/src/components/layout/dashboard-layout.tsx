import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from './document-title.tsx';

export interface DashboardSectionLink {
  /** The section's anchor id. */
  id: string;
  label: string;
}

/** Jump links to the sections below: a dashboard is long, and on a phone very long. */
function SectionLinks({ sections }: { sections: readonly DashboardSectionLink[] }) {
  // Controls of lazily loaded screens: their words are not in the first bundle (the home page's budget).
  const { t } = useTranslation('controls');
  return (
    <nav aria-label={t('dashboard.sections')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="inline-flex h-9 items-center rounded-full bg-white px-4 text-sm font-semibold whitespace-nowrap text-stone-700 shadow-sm ring-1 ring-stone-200 transition-colors hover:bg-amber-50 hover:text-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600"
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface DashboardLayoutProps {
  /** The h1, also the document title ("{title} · Hostel Meals"). */
  title: string;
  /** The small caps line above the heading. */
  eyebrow: string;
  intro: string;
  /** The card that overlaps the banner (whose dashboard this is), above the jump links. */
  profile: ReactNode;
  sections: readonly DashboardSectionLink[];
  /** The sections, in the order of `sections`. */
  children: ReactNode;
}

/** A dashboard page: a banner with the heading, then a profile card, jump links and the sections. */
export function DashboardLayout({ title, eyebrow, intro, profile, sections, children }: DashboardLayoutProps) {
  return (
    <>
      <DocumentTitle page={title} />
      <section className="bg-gradient-to-br from-amber-100 via-orange-50 to-cream">
        <div className="mx-auto max-w-6xl px-4 pt-10 pb-24 sm:px-6 lg:px-8">
          <p className="text-sm font-bold tracking-widest text-orange-700 uppercase">{eyebrow}</p>
          <h1 className="mt-2 text-4xl font-black tracking-tight text-stone-900 sm:text-5xl">{title}</h1>
          <p className="mt-3 max-w-2xl text-lg text-stone-700">{intro}</p>
        </div>
      </section>
      <div className="mx-auto -mt-16 flex max-w-6xl flex-col gap-6 px-4 pb-16 sm:gap-8 sm:px-6 lg:px-8">
        {profile}
        <SectionLinks sections={sections} />
        {children}
      </div>
    </>
  );
}
