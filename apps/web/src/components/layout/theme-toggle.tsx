import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { useTheme } from '../../theme/theme.ts';
import { MoonIcon, SunIcon } from '../ui/icons.tsx';
import { iconButtonClasses } from './bell-button.tsx';

/** Light ↔ dark. Named by what it does next, so a screen reader hears the action, not the state. */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { theme, toggle } = useTheme();
  const label = theme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={cn(iconButtonClasses, className)}
      onClick={toggle}
    >
      {theme === 'dark' ? <SunIcon className="size-5" /> : <MoonIcon className="size-5" />}
    </button>
  );
}
