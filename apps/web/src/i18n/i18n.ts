import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, LANGUAGES, type Language, storedLanguage, storeLanguage } from './languages.ts';
import commonEn from './locales/en/common.json';

/**
 * i18next, set up once. English `common` (navbar, footer, shared controls) is in the first bundle so
 * the first paint never waits; every other catalog — each feature's namespace and all of Bangla — is
 * its own small chunk, fetched when a screen first needs it (react-i18next suspends until then).
 */
const catalogs = import.meta.glob<{ default: Record<string, unknown> }>([
  './locales/*/*.json',
  '!./locales/en/common.json',
]);

const lazyCatalogs: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = catalogs[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No ${language} catalog for "${namespace}"`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * Keys the code asked for that no catalog has. Browser tests read it (and the console) to fail on an
 * untranslated key; in production it only costs a push per miss.
 */
export const missingTranslations: string[] = [];
declare global {
  interface Window {
    __missingTranslations?: string[];
  }
}
if (typeof window !== 'undefined') window.__missingTranslations = missingTranslations;

void i18next
  .use(initReactI18next)
  .use(lazyCatalogs)
  .init({
    lng: storedLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: commonEn } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false }, // React escapes; dialogs take text only (components/ui/sweet-alert.ts).
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      const entry = `${languages.join(',')}:${namespace}:${key}`;
      if (missingTranslations.includes(entry)) return;
      missingTranslations.push(entry);
      console.error(`Missing translation ${entry}`);
    },
    react: { useSuspense: true },
  });

// <html lang> follows the reader's switches (public/boot.js set the first one, from the same stored
// choice). Nothing here touches the document at import: the build renders the static shell's
// components (app/first-paint-shell.tsx) where there is none.
i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

export const currentLanguage = (): Language => (isLanguage(i18next.resolvedLanguage) ? i18next.resolvedLanguage : 'en');

/** Switches the whole app (catalogs load first, so nothing flashes half-translated) and remembers it. */
export async function changeLanguage(language: Language) {
  storeLanguage(language);
  await i18next.changeLanguage(language);
}

/** For code outside components (toasts from mutation callbacks, confirms): `t('common:…')`. */
export const t = i18next.t.bind(i18next);
export { i18next };
