import { describe, expect, it } from 'vitest';
import bnCommon from '../i18n/locales/bn/common.json';
import bnMeals from '../i18n/locales/bn/meals.json';
import enCommon from '../i18n/locales/en/common.json';
import enMeals from '../i18n/locales/en/meals.json';
import { firstPaintShellHtml, photoFrames } from './first-paint-shell.tsx';

// The static shell index.html shows before the app runs (build/app-shell-plugin.ts puts it there).
const html = firstPaintShellHtml();
const count = (text: string) => html.split(text).length - 1;

describe('the first-paint shell', () => {
  it('holds the page tops in both languages, with the catalogs’ texts', () => {
    for (const [language, common, meals] of [
      ['en', enCommon, enMeals],
      ['bn', bnCommon, bnMeals],
    ] as const) {
      expect(html).toContain(`data-shell-lang="${language}"`);
      expect(html).toContain(`>${meals.list.title}</h1>`);
      expect(html).toContain(meals.home.heroTitleLead);
      expect(html).toContain(meals.details.loading);
      expect(html).toContain(`href="/signin"`);
      expect(html).toContain(`>${common.nav.joinUs}</a>`);
    }
    for (const route of ['home', 'meals', 'details', 'other']) {
      expect(count(`data-shell-route="${route}"`)).toBe(2);
    }
  });

  it('is signed out: Join Us, and none of the signed-in links', () => {
    expect(html).not.toContain('href="/menu"');
    expect(count('href="/upcoming-meals"')).toBeGreaterThan(0);
  });

  it('has one photo slot per page and language, around a placeholder the server may replace', () => {
    expect(count('<!--photo:card--><div class="aspect-[4/3]')).toBe(2);
    expect(count('<!--photo:details--><div aria-hidden="true" class="aspect-[4/3]')).toBe(2);
    expect(count('<!--/photo-->')).toBe(4);
  });

  it('needs no inline style or script (the CSP allows neither), and leaves the tab title alone', () => {
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('<title>');
  });

  it('gives every element id once in the document (each language its own)', () => {
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id);
    expect(ids.length).toBeGreaterThan(0);
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(repeated).toEqual([]);
    const references = [...html.matchAll(/\s(?:for|aria-labelledby|aria-controls)="([^"]+)"/g)].map(([, id]) => id);
    expect(references.filter((id) => !ids.includes(id))).toEqual([]);
  });

  it("frames a photo as MealCard and MealDetails do, the <img>'s own attributes left to the server", () => {
    const frames = photoFrames();
    for (const frame of Object.values(frames)) {
      expect(frame.match(/<img /g)).toHaveLength(1);
      expect(frame).toContain('<img {attributes} ');
      expect(frame).not.toMatch(/\s(?:src|srcset|sizes|alt|loading)=/i);
      expect(frame).toMatch(/<\/div>$/);
    }
    expect(frames.card).toMatch(/^<div class="relative aspect-\[4\/3\][^"]*"><img [^>]*><\/div>$/);
    expect(frames.details).toMatch(
      /^<div class="[^"]*rounded-3xl[^"]*"><div class="aspect-\[4\/3\]"><img [^>]*><\/div><\/div>$/,
    );
  });
});
