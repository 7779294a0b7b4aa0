import { and, type Column, type SQL, sql } from 'drizzle-orm';
import { mealRank } from '../../db/schema/meal-rank.ts';
import { meals } from '../../db/schema/meals.ts';
import { containsPattern, prefixPattern } from '../../lib/like-pattern.ts';

/**
 * How a search text matches meal titles, so that the trigram index can answer every search
 * (docs/decisions/067-searches-at-a-bounded-cost-a-page-may-be-short.md). The index finds titles by the three-letter
 * pieces of a word, but knows nothing of their order across words and has no piece for a word of
 * one or two letters: "%zq%" and "%with with%" made PostgreSQL read all 100,000 titles (70-400 ms)
 * to find none. So a search is its words, each matched on its own:
 * - a word of three or more characters anywhere in the title, as before ("iryani" finds Biryani);
 * - a shorter word where a title word starts ("zq" reads only titles with a word starting "zq");
 * - every word must match, in any order ("bhuna rice" finds "Tilapia Bhuna with Rice");
 * - text with no letter or digit ("%", "--") is no word; the first MAX_SEARCH_WORDS words count.
 */

/** Words shorter than this have no trigram of their own. */
const SHORT_WORD = 3;
/** Each word is one more read of the trigram index (a few ms for a common one); titles are short. */
export const MAX_SEARCH_WORDS = 4;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** The distinct words of a search, lower-cased, in order; at most MAX_SEARCH_WORDS. */
export function searchWords(text: string): string[] {
  const words = new Set<string>();
  for (const word of text.toLowerCase().split(/\s+/)) {
    if (words.size === MAX_SEARCH_WORDS) break;
    if (LETTER_OR_DIGIT.test(word)) words.add(word);
  }
  return [...words];
}

/**
 * A word of three or more characters anywhere; a shorter one where a title word starts: at the
 * start or after a space (the trigram index reads it by the word's first letters, " ab"). LIKE,
 * not a regular expression: PGlite runs those 20 times slower, and a search may test hundreds.
 */
function wordMatches(titleLower: SQL | Column, word: string): SQL {
  if ([...word].length >= SHORT_WORD) return sql`${titleLower} like ${containsPattern(word)}`;
  return sql`(${titleLower} like ${prefixPattern(word)} or ${titleLower} like ${`% ${prefixPattern(word)}`})`;
}

/**
 * Meals whose title matches every word (see above); undefined when there is none. `titleLower` is
 * the lower-cased title to match: the meals' own (the trigram index's expression) by default.
 */
export function titleMatchesWords(
  words: string[],
  titleLower: SQL | Column = sql`lower(${meals.title})`,
): SQL | undefined {
  return words.length > 0 ? and(...words.map((word) => wordMatches(titleLower, word))) : undefined;
}

/**
 * Meals whose title (lower-cased) starts with `text`, by a range of meal_rank's title index: a
 * LIKE prefix uses that index only under the C collation (PGlite's; a PostgreSQL database is often
 * another). The range is every string starting with `text` in code point order (C, C.UTF-8); under
 * a collation that orders otherwise it may hold fewer of them, never a wrong one (the LIKE checks
 * each), and a title it misses is still found by its words.
 */
export function titleStartsWith(text: string): SQL {
  const lower = text.toLowerCase();
  const after = nextPrefix(lower);
  return sql`${mealRank.titleLower} >= ${lower} and ${mealRank.titleLower} like ${prefixPattern(lower)}${
    after === null ? sql`` : sql` and ${mealRank.titleLower} < ${after}`
  }`;
}

/** The least string greater than every string starting with `prefix` in code point order, if any. */
function nextPrefix(prefix: string): string | null {
  const chars = [...prefix];
  const last = chars.pop()?.codePointAt(0);
  if (last === undefined || last >= 0x10ffff) return null;
  // Past the surrogates: a lone one cannot be sent as UTF-8.
  const next = last + 1 >= 0xd800 && last + 1 <= 0xdfff ? 0xe000 : last + 1;
  return chars.join('') + String.fromCodePoint(next);
}
