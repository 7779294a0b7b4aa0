/** The spec's "Posted on" time: `date`, else `postTime`. */
export const postedAt = (meal: { date?: string | null; postTime?: string | null }) => meal.date || meal.postTime || '';
