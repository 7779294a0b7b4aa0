export * from './meal-likes.ts';
export * from './meal-requests.ts';
export * from './meals.ts';
export * from './payments.ts';
export * from './reviews.ts';
export * from './users.ts';
