import { PLANS, type PlanName } from '@hostel/contract/plans';

/**
 * What a PaymentIntent pays for, written into the provider's own record of it (Stripe metadata, the
 * sandbox's row) by the server that created it, so a confirmation can trust it: "Gold" buys a
 * period, "Platinum upgrade" raises the periods still to run, "Bill 2026-11" pays the bill.
 */
export type PaymentPurpose =
  | { kind: 'plan'; plan: PlanName }
  | { kind: 'upgrade'; plan: PlanName }
  | { kind: 'bill'; month: string };

const isPlan = (name: string): name is PlanName => PLANS.some((p) => p.name === name);

export function purposeLabel(purpose: PaymentPurpose): string {
  if (purpose.kind === 'bill') return `Bill ${purpose.month}`;
  return purpose.kind === 'upgrade' ? `${purpose.plan} upgrade` : purpose.plan;
}

export function parsePurpose(label: string | null): PaymentPurpose | null {
  if (!label) return null;
  if (isPlan(label)) return { kind: 'plan', plan: label };
  const upgrade = /^(\w+) upgrade$/.exec(label);
  if (upgrade?.[1] && isPlan(upgrade[1])) return { kind: 'upgrade', plan: upgrade[1] };
  const bill = /^Bill (\d{4}-\d{2})$/.exec(label);
  if (bill?.[1]) return { kind: 'bill', month: bill[1] };
  return null;
}

/** The payment's `planName` column: the plan, or "Bill YYYY-MM". */
export const recordedName = (purpose: PaymentPurpose) =>
  purpose.kind === 'bill' ? purposeLabel(purpose) : purpose.plan;
