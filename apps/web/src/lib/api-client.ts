import { FRESH_SIGN_IN_SECONDS } from '@hostel/contract/account-constants';
import { type QueryParams, queryString } from '@hostel/contract/query-string';
import { i18next, t } from '../i18n/i18n.ts';
import type commonEn from '../i18n/locales/en/common.json';
import type errorsEn from '../i18n/locales/en/errors.json';

/**
 * The one fetch wrapper of the web app: JSON in and out, same-origin cookies, and an `ApiError`
 * carrying the server's `{ error }` message, its optional `code` and the HTTP status for every
 * non-2xx answer.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The server's machine-readable reason (`TOO_MANY_EMAILS`, `INVALID_TOKEN`…), when it gave one. */
  readonly code: string | undefined;

  constructor(message: string, status: number, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query string parameters; `undefined`, `null` and `''` are left out. */
  params?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
  status: number;
}

const API_BASE = '/api';

export const buildUrl = (path: string, params?: QueryParams): string => `${API_BASE}${path}${queryString(params)}`;

type RefusalCode = keyof (typeof errorsEn)['code'];
type CommonCode = keyof (typeof commonEn)['errors']['code'];

/**
 * The reader's-language wording of a server `code` the catalogs know, else null. The refusals' own
 * catalog (errors.json) is fetched with the first coded refusal, not with the first page; the few
 * codes a screen also words without asking the server stay in common.
 */
export async function codeMessage(code: string | undefined): Promise<string | null> {
  if (!code || !/^[A-Z][A-Z_]*$/.test(code)) return null;
  // Offline or failed: the server's English still says what happened.
  await i18next.loadNamespaces('errors').catch(() => undefined);
  // The only number a refusal names: how recent a sign-in deleting a Google-only account needs.
  const values = { minutes: FRESH_SIGN_IN_SECONDS / 60 };
  if (i18next.exists(`errors:code.${code}`)) return t(`errors:code.${code as RefusalCode}`, values);
  if (i18next.exists(`common:errors.code.${code}`)) return t(`errors.code.${code as CommonCode}`, values);
  return null;
}

async function readError(response: Response): Promise<{ message: string; code?: string }> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error) {
      const code = 'code' in body && typeof body.code === 'string' && body.code ? body.code : undefined;
      // The server words its refusals in English; those with a known code read in the reader's language.
      return { message: (await codeMessage(code)) ?? body.error, code };
    }
  } catch {
    // not JSON: fall through to the generic message
  }
  // The server's own `{ error }` text stays as it came; our stand-ins are in the reader's language.
  return {
    message:
      response.status >= 500
        ? t('errors.generic')
        : t('errors.requestFailed', { status: `${response.status} ${response.statusText}`.trim() }),
  };
}

/** Performs a request and returns the parsed JSON body together with the response headers. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const { method = 'GET', params, body, signal, headers } = options;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, params), {
      method,
      signal,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(t('errors.network'), 0);
  }

  if (!response.ok) {
    const { message, code } = await readError(response);
    throw new ApiError(message, response.status, code);
  }

  const data = (response.status === 204 ? undefined : await response.json()) as T;
  return { data, headers: response.headers, status: response.status };
}
