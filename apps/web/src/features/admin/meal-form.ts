import { MEAL_CATEGORIES, type MealCategory } from '@hostel/contract/meals-constants';
import { type ApiError, isApiError } from '../../lib/api-client.ts';
import type { MealFields } from './api/meal-input.ts';

/** Limits the server applies (contract `meal-input.ts`), repeated so the browser stops a long value first. */
export const MEAL_LIMITS = { title: 120, description: 2000, distributorName: 80, ingredients: 1000, price: 100_000 };

/**
 * A 4xx answer: the server understood the call and refused it, with a message meant for people.
 * Anything else (no connection, a 5xx, a bug) is unexpected.
 */
export const isRefusal = (error: unknown): error is ApiError =>
  isApiError(error) && error.status >= 400 && error.status < 500;

/** `120.499` → `120.5`: taka with at most two decimals, as a JSON number. */
export const toPrice = (raw: string) => Math.round(Number.parseFloat(raw) * 100) / 100;

/** A datetime-local value ("2026-05-01T19:30", the browser's time zone) → ISO with offset (UTC). */
export function localInputToIso(value: string): string | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * A stored ISO date → what a datetime-local input shows: the first 16 characters ("YYYY-MM-DDTHH:mm")
 * of the date written in the browser's time zone, not in UTC as the spec's slice of the raw value
 * would (that showed a Dhaka admin a time six hours early).
 */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

const isCategory = (value: string): value is MealCategory => (MEAL_CATEGORIES as readonly string[]).includes(value);

export type MealFormProblem = 'category' | 'price' | 'date';

export interface MealFormData {
  fields: Omit<MealFields, 'image'>;
  /** The date-time field as ISO, or null when it is empty or invalid. */
  when: string | null;
  /** The chosen image file, or null. */
  file: File | null;
  /** The first problem the browser's own checks cannot see (its message is `admin:form.problems.*`), or null. */
  problem: MealFormProblem | null;
}

/** Reads the meal form's named fields (title, category, ingredients, image, description, price, distributorName, `dateName`). */
export function readMealForm(form: HTMLFormElement, dateName: 'date' | 'postTime'): MealFormData {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const image = data.get('image');
  const file = image instanceof File && image.size > 0 ? image : null;
  const category = text('category');
  const price = toPrice(text('price'));
  const when = localInputToIso(text(dateName));
  const problem = !isCategory(category) ? 'category' : !Number.isFinite(price) ? 'price' : !when ? 'date' : null;
  return {
    fields: {
      title: text('title'),
      category: isCategory(category) ? category : 'Breakfast',
      ingredients: text('ingredients'),
      description: text('description'),
      price,
      distributorName: text('distributorName'),
    },
    when,
    file,
    problem,
  };
}
