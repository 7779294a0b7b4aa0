import { apiRequest } from '../../../lib/api-client.ts';
import { useStudentChange } from './student-page.ts';

export const CHARGE_KINDS = ['guest', 'fine', 'adjustment'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];
export const MEAL_SLOTS = ['breakfast', 'lunch', 'dinner'] as const;
export type ChargeSlot = (typeof MEAL_SLOTS)[number];

export interface AddChargeInput {
  userId: string;
  date: string;
  kind: ChargeKind;
  /** Poisha; an adjustment may be negative (a credit). */
  amount: number;
  reason: string;
  /** A guest meal's slot. */
  slot?: ChargeSlot;
}

/** `POST /api/admin/charges`: a guest meal, a fine or an adjustment on the student's bill. */
export async function addCharge(input: AddChargeInput) {
  const { data } = await apiRequest('/admin/charges', { method: 'POST', body: input });
  return data;
}

export const useAddCharge = () => useStudentChange(addCharge);
