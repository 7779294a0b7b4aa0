import type { Plan } from '@hostel/contract/plans';

type PlanFeature = Plan['features'][number];

/**
 * The catalog key (`dashboard:plans.features.*`) of each feature the contract lists. The contract's
 * English is the product's wording; a feature added there without a key here fails to compile.
 */
export const PLAN_FEATURE_KEYS = {
  'Breakfast plan': 'breakfastPlan',
  '5 meal updates per month': 'mealUpdates',
  'Basic tracking': 'basicTracking',
  'Community support': 'communitySupport',
  'Breakfast and lunch': 'breakfastAndLunch',
  'Unlimited updates': 'unlimitedUpdates',
  'Priority tracking': 'priorityTracking',
  '1-on-1 support': 'personalSupport',
  'Custom diet suggestions': 'dietSuggestions',
  'All meals': 'allMeals',
  'Personal nutritionist': 'nutritionist',
  'Room-mate plan of up to 4 members': 'roomMatePlan',
  'Early access': 'earlyAccess',
  'Dedicated support channel': 'dedicatedSupport',
} as const satisfies Record<PlanFeature, string>;

export const planFeatureKey = (feature: PlanFeature) => `plans.features.${PLAN_FEATURE_KEYS[feature]}` as const;
