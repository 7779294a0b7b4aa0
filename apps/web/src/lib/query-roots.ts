/**
 * Query-key roots that more than one feature reads or refreshes, spelled once (features do not
 * import each other): a payment refreshes the plan, the bill and the menu; a meal turned on or off
 * refreshes the bill and the plan; an admin's menu edit refreshes the student's menu.
 */
export const QUERY_ROOTS = {
  menu: ['menu'],
  bills: ['bills'],
  myPlan: ['my-plan'],
  payments: ['payments'],
} as const;
