import type { Payment } from '@hostel/contract/payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getUserPage, offsetOf, userPath } from './get-user-page.ts';
import { userDashboardKeys } from './user-dashboard-keys.ts';

/** `GET /api/payments/{email}`: the user's payment history, newest first, 5 a page. */
export const getUserPayments = (email: string, page: number, { signal }: { signal?: AbortSignal } = {}) =>
  getUserPage<Payment>(userPath('/payments', email), { page, signal });

export const getUserPaymentsQueryOptions = (email: string, page: number) =>
  queryOptions({
    queryKey: userDashboardKeys.payments(email.toLowerCase(), offsetOf(page)),
    queryFn: ({ signal }) => getUserPayments(email, page, { signal }),
    placeholderData: keepPreviousData,
  });

export const useUserPayments = (email: string, page: number) =>
  useQuery({ ...getUserPaymentsQueryOptions(email, page), enabled: Boolean(email) });
