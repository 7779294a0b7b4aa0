/** Poisha as the taka a person reads in a message: 12000 → "৳120", 12050 → "৳120.50". */
export const takaText = (poisha: number): string => `৳${(poisha / 100).toFixed(poisha % 100 === 0 ? 0 : 2)}`;
