import type { MealCategory } from '@hostel/contract/meals-constants';

/** What the admin types for a meal (add, update, upcoming), the image already uploaded. */
export interface MealFields {
  title: string;
  category: MealCategory;
  /** URL answered by the upload. */
  image: string;
  /** Comma-separated, as typed (the server splits it). */
  ingredients: string;
  description: string;
  /** Taka, at most two decimals. */
  price: number;
  distributorName: string;
}

/** The adding admin and the starting counters the spec's client sends; the server owns them and ignores them. */
export interface MealOwnerFields {
  email: string;
  displayName: string;
}

export const NEW_MEAL_COUNTERS = { reviews: 0, likes: 0, rating: 0 } as const;

/** The one answer a create call gives. */
export interface Created {
  success: true;
  insertedId: string;
}
