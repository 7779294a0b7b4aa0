export * from './auth.ts';
export * from './meal-likes.ts';
export * from './meal-requests.ts';
export * from './meals.ts';
export * from './payments.ts';
export * from './reviews.ts';
export * from './uploads.ts';
export * from './users.ts';
