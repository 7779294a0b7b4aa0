const priceFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
  useGrouping: false,
});

/**
 * The details page's price, as the spec writes it: `Price: 120 Tk`. Whole amounts have no decimals;
 * others show what they have, up to the two the server keeps (`35.5`, `35.25`).
 */
export function formatPriceTk(price: number | null | undefined): string {
  const value = typeof price === 'number' && Number.isFinite(price) ? price : 0;
  return `Price: ${priceFormat.format(value)} Tk`;
}

/** The spec's "Posted on" time: `date`, else `postTime`. */
export const postedAt = (meal: { date?: string | null; postTime?: string | null }) => meal.date || meal.postTime || '';
