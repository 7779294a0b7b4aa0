import type { Language } from '../i18n/languages.ts';
import { apiRequest } from './api-client.ts';

/**
 * `PUT /api/me/language`: the signed-in account's mails (verification, password reset) come in this
 * language from now on. Here rather than in a feature: the language switch is part of the layout.
 */
export async function saveAccountLanguage(language: Language): Promise<void> {
  await apiRequest('/me/language', { method: 'PUT', body: { language } });
}
