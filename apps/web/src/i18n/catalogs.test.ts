import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every catalog pair, found on disk (a namespace added later is checked without touching this file):
 * the Bangla catalog must say everything the English one says, in Bangla, with the same slots.
 */
const LOCALES_DIR = new URL('./locales/', import.meta.url);
const SOURCE = 'en';
const TARGET = 'bn';

/**
 * Latin words a Bangla value may keep: image file format names, which readers know by these letters
 * (the UI marks them translate="no"). Brands are written in Bangla script (গুগল, ফেসবুক) instead.
 */
const ALLOWED_LATIN = new Set(['JPEG', 'PNG', 'WebP', 'AVIF']);

type Catalog = Record<string, string>;

const namespacesOf = (language: string) =>
  readdirSync(new URL(`${language}/`, LOCALES_DIR))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`; a value that is not a string or object is kept as is for the checks to flag. */
function flatten(value: unknown, prefix = '', into: Record<string, unknown> = {}): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into[prefix] = value;
  }
  return into;
}

function load(language: string, namespace: string): Catalog {
  const raw: unknown = JSON.parse(readFileSync(new URL(`${language}/${namespace}.json`, LOCALES_DIR), 'utf8'));
  return flatten(raw) as Catalog;
}

/** `{{count, number(useGrouping: false)}}` and `{{ name }}`, normalised, sorted (a multiset). */
const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{\{([^}]*)\}\}/g)].map((match) => (match[1] ?? '').replace(/\s+/g, ' ').trim()).sort();

/** The Trans component tags a value uses: `<name>`, `</name>`, `<term/>` → `name`, `term`. */
const tagsOf = (text: string) => new Set([...text.matchAll(/<\/?([A-Za-z][\w-]*)\s*\/?>/g)].map((match) => match[1]));

/** The Latin words a reader would see: slots and tags are code, not text. */
const latinWordsOf = (text: string) =>
  (
    text
      .replace(/\{\{[^}]*\}\}/g, ' ')
      .replace(/<\/?[A-Za-z][\w-]*\s*\/?>/g, ' ')
      .match(/\p{Script=Latin}+/gu) ?? []
  ).filter((word) => !ALLOWED_LATIN.has(word));

const namespaces = namespacesOf(SOURCE);

describe('translation catalogs', () => {
  it('exist in both languages for the same namespaces', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    expect(namespacesOf(TARGET)).toEqual(namespaces);
  });

  it('use the plural categories Bangla and English share (one, other)', () => {
    // If Intl ever gave Bangla more categories, catalogs would need more than _one/_other.
    for (const language of [SOURCE, TARGET]) {
      expect(new Intl.PluralRules(language).resolvedOptions().pluralCategories.sort()).toEqual(['one', 'other']);
    }
  });

  describe.each(namespaces)('%s', (namespace) => {
    const english = load(SOURCE, namespace);
    const bangla = load(TARGET, namespace);

    it('has exactly the English keys in Bangla', () => {
      const missing = Object.keys(english).filter((key) => !(key in bangla));
      const extra = Object.keys(bangla).filter((key) => !(key in english));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it('has no empty or non-text value', () => {
      const bad = [
        ...Object.entries(english).map(([key, value]) => [`${SOURCE}:${key}`, value] as const),
        ...Object.entries(bangla).map(([key, value]) => [`${TARGET}:${key}`, value] as const),
      ]
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([key]) => key);
      expect(bad).toEqual([]);
    });

    it('keeps the same {{placeholders}} (with their formats) in Bangla', () => {
      const differing = Object.keys(english)
        .filter((key) => typeof bangla[key] === 'string')
        .filter((key) => placeholdersOf(english[key] ?? '').join('|') !== placeholdersOf(bangla[key] ?? '').join('|'))
        .map((key) => `${key}: ${english[key]} ≠ ${bangla[key]}`);
      expect(differing).toEqual([]);
    });

    it('keeps every component tag of the English value (what it wraps may be marked translate="no")', () => {
      const lost = Object.keys(english)
        .filter((key) => typeof bangla[key] === 'string')
        .flatMap((key) => {
          const banglaTags = tagsOf(bangla[key] ?? '');
          return [...tagsOf(english[key] ?? '')].filter((tag) => !banglaTags.has(tag)).map((tag) => `${key}: <${tag}>`);
        });
      expect(lost).toEqual([]);
    });

    it('writes Bangla in Bangla script: no Latin word outside the allow-list', () => {
      const latin = Object.entries(bangla)
        .filter(([, value]) => typeof value === 'string' && latinWordsOf(value).length > 0)
        .map(([key, value]) => `${key}: ${value}`);
      expect(latin).toEqual([]);
    });
  });
});

describe('the checks themselves', () => {
  it('see placeholders, tags and Latin words the way the catalogs write them', () => {
    expect(placeholdersOf('Page {{page, number(useGrouping: false)}} of {{ total }}')).toEqual([
      'page, number(useGrouping: false)',
      'total',
    ]);
    expect([...tagsOf('By <name>{{name}}</name> and <term/>')]).toEqual(['name', 'term']);
    expect(latinWordsOf('মূল্য: ৳{{amount}} <name>{{name}}</name>')).toEqual([]);
    expect(latinWordsOf('<format>JPEG</format> বা PNG')).toEqual([]);
    expect(latinWordsOf('লগ Out')).toEqual(['Out']);
    expect(latinWordsOf('এক্স X')).toEqual(['X']);
  });
});
