import { useEffect } from 'react';
import { i18next } from '../i18n/i18n.ts';
import { isLanguage, type Language } from '../i18n/languages.ts';
import { apiRequest } from './api-client.ts';

/**
 * `PUT /api/me/language`: the signed-in account's mails (verification, password reset) come in this
 * language from now on.
 */
export async function saveAccountLanguage(language: Language): Promise<void> {
  await apiRequest('/me/language', { method: 'PUT', body: { language } });
}

/**
 * While mounted (by the signed-in avatar menu), every switch of the app's language is saved for the
 * account's mails. Listening here rather than in the language switch keeps this code out of the
 * first page's bundle, and signed-out readers never run it. A failure costs a mail in the previous
 * language, so it is only logged.
 */
export function useMailLanguageFollowsApp() {
  useEffect(() => {
    const save = (language: string) => {
      if (!isLanguage(language)) return;
      saveAccountLanguage(language).catch((error: unknown) => console.error('Could not save the mail language', error));
    };
    i18next.on('languageChanged', save);
    return () => i18next.off('languageChanged', save);
  }, []);
}
