import type { ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/auth.ts';
import { cn } from '../../lib/cn.ts';
import { CloseIcon, MenuIcon } from '../ui/icons.tsx';
import { iconButtonClasses } from './bell-button.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { LogoMark } from './logo.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

const NAV_LINKS = [
  { to: paths.home, label: 'nav.home', end: true },
  { to: paths.meals, label: 'nav.meals', end: false },
  { to: paths.upcomingMeals, label: 'nav.upcomingMeals', end: false },
] as const;
/** The daily menu is for signed-in readers; signed out, the link would only lead to sign-in. */
const SIGNED_IN_LINKS = [...NAV_LINKS, { to: paths.menu, label: 'nav.dailyMenu', end: false }] as const;

export interface NavbarProps {
  /** The account area: "Join Us" when signed out, an avatar menu when signed in. */
  account: ReactNode;
  /** The notification bell (a plain one signed out, the live one signed in). */
  bell: ReactNode;
}

export function Navbar({ account, bell }: NavbarProps) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const links = useSession().user ? SIGNED_IN_LINKS : NAV_LINKS;

  // Close the mobile menu after navigating.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input.
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  // Escape closes the menu (focus goes back to its button); so does a click outside the header.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [menuOpen]);

  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-40 border-b border-amber-200/60 bg-cream/90 backdrop-blur supports-[backdrop-filter]:bg-cream/75"
    >
      <nav aria-label={t('nav.label')} className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <Link
          to={paths.home}
          className="mr-2 flex shrink-0 items-center gap-2 rounded-lg text-base font-extrabold tracking-tight whitespace-nowrap text-stone-900 sm:text-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-orange-600"
        >
          <LogoMark className="size-8 sm:size-9" />
          <span>
            {t('brand.first')} <span className="text-orange-700">{t('brand.second')}</span>
          </span>
        </Link>

        <ul className="hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className={({ isActive }) =>
                  cn(
                    'rounded-full px-3.5 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600',
                    isActive
                      ? 'bg-orange-100 text-orange-900'
                      : 'text-stone-700 hover:bg-orange-50 hover:text-orange-800',
                  )
                }
              >
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {/* On a phone these two live in the menu, leaving room for the bell and the account. */}
          <div className="hidden items-center gap-1 md:flex">
            <LanguageSwitch />
            <ThemeToggle />
          </div>
          {bell}
          {account}
          <button
            ref={toggleRef}
            type="button"
            aria-label={t('nav.menu')}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            className={cn(iconButtonClasses, 'md:hidden')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
        </div>
      </nav>

      <div id={menuId} hidden={!menuOpen} className="border-t border-amber-200/60 bg-cream md:hidden">
        <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                onClick={() => setMenuOpen(false)}
                className={({ isActive }) =>
                  cn(
                    'block rounded-xl px-4 py-3 text-base font-semibold focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-orange-600',
                    isActive ? 'bg-orange-100 text-orange-900' : 'text-stone-800 hover:bg-orange-50',
                  )
                }
              >
                {t(link.label)}
              </NavLink>
            </li>
          ))}
          <li className="flex items-center gap-2 border-t border-amber-200/60 pt-2">
            <LanguageSwitch />
            <ThemeToggle />
          </li>
        </ul>
      </div>
    </header>
  );
}
