/** The fixed subscription plans of the spec (section 3). Prices are whole taka per month. */
export const PLANS = [
  {
    name: 'Silver',
    price: 3000,
    popular: false,
    features: ['Breakfast plan', '5 meal updates per month', 'Basic tracking', 'Community support'],
  },
  {
    name: 'Gold',
    price: 6000,
    popular: true,
    features: [
      'Breakfast and lunch',
      'Unlimited updates',
      'Priority tracking',
      '1-on-1 support',
      'Custom diet suggestions',
    ],
  },
  {
    name: 'Platinum',
    price: 9900,
    popular: false,
    features: [
      'All meals',
      'Unlimited updates',
      'Personal nutritionist',
      'Room-mate plan of up to 4 members',
      'Early access',
      'Dedicated support channel',
    ],
  },
] as const;

export type Plan = (typeof PLANS)[number];
export type PlanName = Plan['name'];

export const checkoutPath = (plan: Plan) => `/checkout/${plan.name}/${plan.price}`;
