const escapeWildcards = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards in it taken literally. */
export function containsPattern(text: string): string {
  return `%${escapeWildcards(text)}%`;
}

/** A LIKE pattern matching what starts with `text` (a trigram index serves it, unlike starts_with). */
export function prefixPattern(text: string): string {
  return `${escapeWildcards(text)}%`;
}
