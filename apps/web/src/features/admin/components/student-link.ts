/** A student's name in an admin table, linking to their page (Manage Users, Balances). */
export const STUDENT_LINK = 'rounded font-semibold text-orange-800 underline underline-offset-2 hover:text-orange-900';
