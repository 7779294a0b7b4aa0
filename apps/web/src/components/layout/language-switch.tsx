import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n/i18n.ts';
import { LANGUAGE_NAMES, type Language } from '../../i18n/languages.ts';
import { cn } from '../../lib/cn.ts';
import { LanguageIcon } from '../ui/icons.tsx';

/**
 * Switches between English and Bangla. It shows the other language's own name ("বাংলা" / "English"),
 * marked with its language, so a reader who cannot read the current one still finds theirs.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  // The language of this tree's i18next (the static shell renders both languages at build time).
  const next: Language = i18n.resolvedLanguage === 'bn' ? 'en' : 'bn';
  return (
    <button
      type="button"
      translate="no"
      lang={next}
      aria-label={`${t('language.switch')}: ${LANGUAGE_NAMES[next]}`}
      data-language={i18n.resolvedLanguage}
      className={cn(
        'inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-stone-700 transition-colors hover:bg-orange-100 hover:text-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600',
        className,
      )}
      onClick={() => void changeLanguage(next)}
    >
      <LanguageIcon className="size-5" />
      <span>{LANGUAGE_NAMES[next]}</span>
    </button>
  );
}
