import type { BalanceRow } from '@hostel/contract/bills';

/** Poisha as taka with two decimals, exact (no floating point): 123456 → "1234.56", -5 → "-0.05". */
export function taka(poisha: number): string {
  const sign = poisha < 0 ? '-' : '';
  const abs = Math.abs(poisha);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A cell a spreadsheet shows as text: quoted, and a leading =, +, -, @ (or tab, return) is
 * defused with an apostrophe so a name like "=HYPERLINK(…)" is never run as a formula.
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export const BALANCES_CSV_HEADER = [
  'Name',
  'Email',
  'Plan',
  'Opening balance',
  'Charges',
  'Rebates',
  'Payments',
  'Due',
];

/** The month's balances for the hostel's accounts: amounts in taka, a due below zero is credit. */
export function balancesCsv(rows: readonly BalanceRow[]): string {
  const lines = [BALANCES_CSV_HEADER.map(cell).join(',')];
  for (const r of rows) {
    lines.push(
      [
        cell(r.formerStudent ? 'Former student' : r.name),
        cell(r.email),
        cell(r.plan ?? ''),
        taka(r.openingBalance),
        taka(r.charges),
        taka(r.rebates),
        taka(r.payments),
        taka(r.due),
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
