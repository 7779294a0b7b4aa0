import type { MealRequest } from '@hostel/contract/meal-requests';
import type { MealRequestRow } from './meal-requests.queries.ts';

export function toMealRequest(row: MealRequestRow): MealRequest {
  return {
    _id: row.id,
    mealId: row.mealId,
    mealTitle: row.mealTitle,
    mealLikes: row.mealLikes,
    mealPrice: Number(row.mealPrice),
    userName: row.userName,
    userEmail: row.userEmail,
    status: row.status,
    requestedAt: row.createdAt.toISOString(),
  };
}
