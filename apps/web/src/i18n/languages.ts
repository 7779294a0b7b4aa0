/** The app's languages: English (the spec's, and the default) and Bangla. */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's own name, shown on the switch so a reader finds theirs without reading the other. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', bn: 'বাংলা' };

/** The Intl locale used for numbers and dates in each language. */
export const LOCALES: Record<Language, string> = { en: 'en-US', bn: 'bn-BD' };

// public/boot.js reads the same key to set <html lang> before the first paint.
export const LANGUAGE_STORAGE_KEY = 'hostel-meals.language';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : 'en';
  } catch {
    // Storage can be off (private mode, policy); English is the default.
    return 'en';
  }
}

export function storeLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered, but the switch still works for this visit.
  }
}
