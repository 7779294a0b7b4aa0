import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { FacebookIcon, InstagramIcon, MailIcon, MapPinIcon, PhoneIcon, XBrandIcon, YouTubeIcon } from '../ui/icons.tsx';
import { LogoMark } from './logo.tsx';

// The spec's footer links to /upcomingmeals and /join (the router redirects both).
const QUICK_LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.meals, label: 'Meals' },
  { to: paths.legacyUpcomingMeals, label: 'Upcoming Meals' },
  { to: paths.legacyJoin, label: 'Join Us' },
] as const;

const MESS_HOURS = [
  { meal: 'Breakfast', time: '7:00 – 9:30 am' },
  { meal: 'Lunch', time: '1:00 – 3:00 pm' },
  { meal: 'Dinner', time: '8:00 – 10:00 pm' },
] as const;

const SOCIALS: ReadonlyArray<{ href: string; label: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }> = [
  { href: 'https://www.facebook.com/', label: 'Hostel Meals on Facebook', Icon: FacebookIcon },
  { href: 'https://www.instagram.com/', label: 'Hostel Meals on Instagram', Icon: InstagramIcon },
  { href: 'https://x.com/', label: 'Hostel Meals on X', Icon: XBrandIcon },
  { href: 'https://www.youtube.com/', label: 'Hostel Meals on YouTube', Icon: YouTubeIcon },
];

const headingClass = 'text-sm font-bold uppercase tracking-wider text-amber-300';
const linkClass =
  'rounded text-stone-300 transition-colors hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300';

export function Footer() {
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
            Hostel Meals
          </Link>
          <p className="max-w-xs text-sm leading-relaxed text-stone-400">
            Fresh, home-style food from our hostel mess: see what is cooking, plan your month and tell us what you would
            like next.
          </p>
          <ul className="flex gap-2" aria-label="Social media">
            {SOCIALS.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  aria-label={label}
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
            Quick links
          </h2>
          <ul className="mt-4 flex flex-col gap-3 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={headingClass}>Mess hours</h2>
          <dl className="mt-4 flex flex-col gap-3 text-sm">
            {MESS_HOURS.map(({ meal, time }) => (
              <div key={meal} className="flex justify-between gap-4 sm:max-w-56">
                <dt className="text-stone-400">{meal}</dt>
                <dd className="font-medium text-stone-200">{time}</dd>
              </div>
            ))}
          </dl>
        </div>

        <div>
          <h2 className={headingClass}>Contact</h2>
          <address className="mt-4 flex flex-col gap-3 text-sm not-italic">
            <p className="flex gap-3">
              <MapPinIcon className="mt-0.5 size-4 shrink-0 text-amber-300" />
              <span>
                Shanti Student Hostel, House 12, Road 5
                <br />
                Dhanmondi, Dhaka 1205, Bangladesh
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
              <a href="mailto:hello@hostelmeals.com" className={linkClass}>
                hello@hostelmeals.com
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-xs text-stone-400 sm:px-6 lg:px-8">
          © {year} Hostel Meals. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
