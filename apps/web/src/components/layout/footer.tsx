import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { FacebookIcon, InstagramIcon, MailIcon, MapPinIcon, PhoneIcon, XBrandIcon, YouTubeIcon } from '../ui/icons.tsx';
import { LogoMark } from './logo.tsx';

// The spec's footer links to /upcomingmeals and /join (the router redirects both).
const QUICK_LINKS = [
  { to: paths.home, label: 'nav.home' },
  { to: paths.meals, label: 'nav.meals' },
  { to: paths.legacyUpcomingMeals, label: 'nav.upcomingMeals' },
  { to: paths.legacyJoin, label: 'nav.joinUs' },
] as const;

const MESS_HOURS = [
  { meal: 'Breakfast', time: 'footer.hours.breakfast' },
  { meal: 'Lunch', time: 'footer.hours.lunch' },
  { meal: 'Dinner', time: 'footer.hours.dinner' },
] as const;

const SOCIALS: ReadonlyArray<{
  href: string;
  network: 'facebook' | 'instagram' | 'x' | 'youtube';
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}> = [
  { href: 'https://www.facebook.com/', network: 'facebook', Icon: FacebookIcon },
  { href: 'https://www.instagram.com/', network: 'instagram', Icon: InstagramIcon },
  { href: 'https://x.com/', network: 'x', Icon: XBrandIcon },
  { href: 'https://www.youtube.com/', network: 'youtube', Icon: YouTubeIcon },
];

const headingClass = 'text-sm font-bold uppercase tracking-wider text-amber-300';
const linkClass =
  'rounded text-stone-300 transition-colors hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300';

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="theme-invariant mt-auto bg-stone-900 text-stone-300 [overflow-anchor:none]">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="flex flex-col gap-4">
          <Link
            to={paths.home}
            className="flex w-fit items-center gap-2 rounded-lg text-lg font-extrabold text-white focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-amber-300"
          >
            <LogoMark className="size-9" />
            {t('brand.name')}
          </Link>
          <p className="max-w-xs text-sm leading-relaxed text-stone-400">{t('footer.about')}</p>
          <ul className="flex gap-2" aria-label={t('footer.social')}>
            {SOCIALS.map(({ href, network, Icon }) => (
              <li key={network}>
                <a
                  href={href}
                  aria-label={t('footer.socialLink', { network: t(`footer.networks.${network}`) })}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-stone-800 text-stone-200 transition-colors hover:bg-orange-700 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            {t('footer.quickLinks')}
          </h2>
          <ul className="mt-4 flex flex-col gap-3 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={headingClass}>{t('footer.messHours')}</h2>
          <dl className="mt-4 flex flex-col gap-3 text-sm">
            {MESS_HOURS.map(({ meal, time }) => (
              <div key={meal} className="flex justify-between gap-4 sm:max-w-56">
                <dt className="text-stone-400">{t(`category.${meal}`)}</dt>
                <dd className="font-medium text-stone-200">{t(time)}</dd>
              </div>
            ))}
          </dl>
        </div>

        <div>
          <h2 className={headingClass}>{t('footer.contact')}</h2>
          <address className="mt-4 flex flex-col gap-3 text-sm not-italic">
            <p className="flex gap-3">
              <MapPinIcon className="mt-0.5 size-4 shrink-0 text-amber-300" />
              <span>
                {t('footer.addressLine1')}
                <br />
                {t('footer.addressLine2')}
              </span>
            </p>
            <p className="flex items-center gap-3">
              <PhoneIcon className="size-4 shrink-0 text-amber-300" />
              <a href="tel:+8801712345678" className={linkClass}>
                +880 1712-345678
              </a>
            </p>
            <p className="flex items-center gap-3">
              <MailIcon className="size-4 shrink-0 text-amber-300" />
              <a href="mailto:hello@hostelmeals.com" className={linkClass} translate="no">
                hello@hostelmeals.com
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-xs text-stone-400 sm:px-6 lg:px-8">
          {t('footer.copyright', { year })}
        </p>
      </div>
    </footer>
  );
}
