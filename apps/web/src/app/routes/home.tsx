import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DocumentTitle } from '../../components/layout/document-title.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ArrowRightIcon } from '../../components/ui/icons.tsx';
import { WhenVisible } from '../../components/ui/when-visible.tsx';
import { paths } from '../../config/paths.ts';
import { useMealsByCategory } from '../../features/meals/api/get-meals-by-category.ts';
import { MealPhotoStack } from '../../features/meals/components/meal-photo-stack.tsx';
import { MealTitleSearch } from '../../features/meals/components/meal-title-search.tsx';
import { MealsByCategory } from '../../features/meals/components/meals-by-category.tsx';

// Far below the fold: their code and catalogs load as the reader scrolls towards them.
const PlanCards = lazy(() =>
  import('../../features/plans/components/plan-cards.tsx').then((m) => ({ default: m.PlanCards })),
);
const SuggestionForm = lazy(() =>
  import('../../features/suggestions/components/suggestion-form.tsx').then((m) => ({ default: m.SuggestionForm })),
);

function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-bold tracking-widest text-orange-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">
        {title}
      </h2>
      {children ? <p className="mt-4 text-base text-stone-600 sm:text-lg">{children}</p> : null}
    </div>
  );
}

/** A decorative thali: rice, dal, curry and greens on a steel plate. */
function HeroIllustration() {
  return (
    <svg
      viewBox="0 0 400 400"
      width="400"
      height="400"
      aria-hidden="true"
      className="h-auto w-full max-w-md drop-shadow-xl"
    >
      <circle cx="200" cy="200" r="190" fill="#fde68a" opacity="0.55" />
      <circle cx="200" cy="205" r="165" fill="#e7e5e4" />
      <circle cx="200" cy="200" r="165" fill="#fafaf9" />
      <circle cx="200" cy="200" r="140" fill="#f5f5f4" />
      {/* rice */}
      <path d="M130 175c0-38 30-62 68-62s68 24 68 62c0 10-26 22-68 22s-68-12-68-22z" fill="#fffbeb" />
      <g fill="#fef3c7">
        <ellipse cx="170" cy="150" rx="6" ry="3" />
        <ellipse cx="200" cy="135" rx="6" ry="3" />
        <ellipse cx="228" cy="158" rx="6" ry="3" />
        <ellipse cx="190" cy="172" rx="6" ry="3" />
      </g>
      {/* dal bowl */}
      <circle cx="120" cy="250" r="44" fill="#d6d3d1" />
      <circle cx="120" cy="248" r="38" fill="#f59e0b" />
      <circle cx="108" cy="240" r="5" fill="#fcd34d" />
      <circle cx="130" cy="255" r="4" fill="#fcd34d" />
      {/* curry bowl */}
      <circle cx="295" cy="215" r="46" fill="#d6d3d1" />
      <circle cx="295" cy="213" r="40" fill="#c2410c" />
      <circle cx="282" cy="205" r="9" fill="#fdba74" />
      <circle cx="308" cy="220" r="8" fill="#fdba74" />
      <circle cx="294" cy="228" r="6" fill="#fed7aa" />
      {/* greens */}
      <circle cx="215" cy="295" r="40" fill="#d6d3d1" />
      <circle cx="215" cy="293" r="34" fill="#65a30d" />
      <circle cx="205" cy="285" r="8" fill="#84cc16" />
      <circle cx="225" cy="300" r="7" fill="#a3e635" />
      {/* salad: cucumber and a green chilli */}
      <circle cx="285" cy="110" r="15" fill="#bbf7d0" stroke="#16a34a" strokeWidth="4" />
      <circle cx="312" cy="128" r="13" fill="#bbf7d0" stroke="#16a34a" strokeWidth="4" />
      <path d="M110 150l40 -45" stroke="#16a34a" strokeWidth="7" strokeLinecap="round" />
      {/* steam */}
      <g stroke="#fdba74" strokeWidth="5" strokeLinecap="round" fill="none" opacity="0.8">
        <path d="M285 150c-8 10 8 16 0 26" transform="translate(0 -140)" />
        <path d="M305 145c-8 10 8 16 0 26" transform="translate(0 -140)" />
      </g>
    </svg>
  );
}

/** Desktop hero art: photos of the first meals on the menu (the "All" tab's query, so no extra request). */
function HeroVisual() {
  const { data, isPending } = useMealsByCategory(null);
  if (isPending) return <MealPhotoStack meals={null} />;
  const withPhotos = data?.filter((meal) => meal.image) ?? [];
  return withPhotos.length >= 3 ? <MealPhotoStack meals={withPhotos.slice(0, 3)} /> : <HeroIllustration />;
}

function Hero() {
  const { t } = useTranslation('meals');
  const navigate = useNavigate();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-br from-amber-100 via-orange-50 to-cream"
    >
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8 lg:py-24">
        <div className="flex flex-col items-start gap-6">
          <p className="rounded-full bg-white/80 px-4 py-1.5 text-sm font-semibold text-orange-800 shadow-sm ring-1 ring-orange-200">
            {t('home.mealTimes')}
          </p>
          <h1
            id="hero-title"
            className="text-4xl leading-tight text-balance font-black tracking-tight text-stone-900 sm:text-5xl lg:text-6xl"
          >
            {/* Two keys, not <Trans>: Trans and its HTML parser would add ~5 KB gzip to the home page. */}
            {t('home.heroTitleLead')} <span className="text-orange-700">{t('home.heroTitleAccent')}</span>
          </h1>
          <p className="max-w-xl text-lg text-stone-700">{t('home.heroText')}</p>
          <div className="w-full max-w-xl">
            <MealTitleSearch onFound={(meal) => navigate(paths.mealDetails(meal._id))} />
          </div>
          <Link
            to={paths.meals}
            className="inline-flex items-center gap-1 rounded font-semibold text-orange-800 hover:text-orange-900 hover:underline"
          >
            {t('home.browseMenu')} <ArrowRightIcon className="size-4" />
          </Link>
        </div>
        <div className="hidden justify-center lg:flex">
          <HeroVisual />
        </div>
      </div>
    </section>
  );
}

export function HomeRoute() {
  const { t } = useTranslation('meals');
  return (
    <>
      <DocumentTitle />
      <Hero />

      <section aria-labelledby="categories-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <SectionHeading id="categories-title" eyebrow={t('home.categoriesEyebrow')} title={t('home.categoriesTitle')}>
          {t('home.categoriesText')}
        </SectionHeading>
        <div className="mt-10">
          <MealsByCategory />
        </div>
        <div className="mt-10 flex justify-center">
          <Link to={paths.meals} className={buttonClasses({ size: 'lg' })}>
            {t('home.viewAll')} <ArrowRightIcon className="size-4" />
          </Link>
        </div>
      </section>

      <section aria-labelledby="plans-title" className="bg-gradient-to-b from-amber-50 to-orange-50/60 py-16 sm:py-24">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="plans-title" eyebrow={t('home.plansEyebrow')} title={t('home.plansTitle')}>
            {t('home.plansText')}
          </SectionHeading>
          <div className="mt-14">
            <WhenVisible placeholderClassName="min-h-[70rem] md:min-h-[34rem]">
              <PlanCards />
            </WhenVisible>
          </div>
        </div>
      </section>

      <section aria-labelledby="suggestions-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <div className="grid grid-cols-1 items-start gap-10 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-10 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <p className="text-sm font-bold tracking-widest text-orange-700 uppercase">
              {t('home.suggestionsEyebrow')}
            </p>
            <h2 id="suggestions-title" className="mt-2 text-3xl font-extrabold tracking-tight text-stone-900">
              {t('home.suggestionsTitle')}
            </h2>
            <p className="mt-4 text-stone-600">{t('home.suggestionsText')}</p>
          </div>
          <div className="lg:col-span-3">
            <WhenVisible placeholderClassName="min-h-64">
              <SuggestionForm />
            </WhenVisible>
          </div>
        </div>
      </section>
    </>
  );
}
