import type { BalanceRow, BalanceTotals } from '@hostel/contract/bills';

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
  'Room',
  'Email',
  'Plan',
  'Room-mate of',
  'Opening balance',
  'Charges',
  'Rebates',
  'Payments',
  'Due',
];

/**
 * The month's balances for the hostel's accounts, as the screen lists them (same rows, order and
 * totals): amounts in taka, a due below zero is credit. Guest meals, fines and adjustments are in
 * the charges, as on the screen.
 */
export function balancesCsv(rows: readonly BalanceRow[], totals: BalanceTotals): string {
  const lines = [BALANCES_CSV_HEADER.map(cell).join(',')];
  for (const r of rows) {
    lines.push(
      [
        cell(r.formerStudent ? 'Former student' : r.name),
        cell(r.room ?? ''),
        cell(r.email),
        cell(r.plan ?? ''),
        cell(r.roommateOf ?? ''),
        taka(r.openingBalance),
        taka(r.charges),
        taka(r.rebates),
        taka(r.payments),
        taka(r.due),
      ].join(','),
    );
  }
  const t = totals;
  const amounts = [t.openingBalance, t.charges, t.rebates, t.payments, t.due].map(taka);
  lines.push([cell(`Total (${t.students} students)`), ...Array(4).fill(cell('')), ...amounts].join(','));
  return `${lines.join('\r\n')}\r\n`;
}
