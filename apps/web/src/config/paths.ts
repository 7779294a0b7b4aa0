import { APP_ROUTES } from '@hostel/contract/app-routes';

/**
 * Every client route's URL, so links and the router never disagree: the pages' patterns come from
 * the contract's route table (the server's route hints read it too); a page with parameters gets a
 * builder of its links instead.
 */
export const paths = {
  ...APP_ROUTES,
  mealDetails: (id: string) => `/meal-details/${encodeURIComponent(id)}`,
  checkout: (planName: string, price: number | string) =>
    `/checkout/${encodeURIComponent(planName)}/${encodeURIComponent(String(price))}`,
  receipt: (id: string) => `/receipt/${encodeURIComponent(id)}`,
  adminStudent: (id: string) => `/admin/students/${encodeURIComponent(id)}`,
  updateMeal: (id: string) => `/update-meal/${encodeURIComponent(id)}`,
} as const;
