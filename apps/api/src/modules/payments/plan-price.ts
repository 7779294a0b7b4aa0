import { PLANS } from '@hostel/contract/plans';
import { HttpError } from '../../lib/http-errors.ts';

/** The server owns prices: plan price in taka × 100, whatever the client says. */
export function expectedAmount(planName: string, claimed?: number): number {
  const plan = PLANS.find((p) => p.name === planName);
  if (!plan) throw new HttpError(400, 'Unknown plan. Choose Silver, Gold or Platinum.');
  const amount = plan.price * 100;
  if (claimed !== undefined && claimed !== amount) {
    throw new HttpError(400, `The ${plan.name} plan costs ৳${plan.price}; the amount sent does not match.`);
  }
  return amount;
}
