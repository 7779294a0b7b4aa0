import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time.ts';

const now = Date.parse('2026-11-24T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it('words recent moments in English', () => {
    expect(timeAgo(ago(5), 'en', now)).toBe('now');
    expect(timeAgo(ago(-30), 'en', now)).toBe('now');
    expect(timeAgo(ago(60), 'en', now)).toBe('1 minute ago');
    expect(timeAgo(ago(5 * 60 + 20), 'en', now)).toBe('5 minutes ago');
    expect(timeAgo(ago(3 * 3600), 'en', now)).toBe('3 hours ago');
    expect(timeAgo(ago(86_400), 'en', now)).toBe('yesterday');
    expect(timeAgo(ago(15 * 86_400), 'en', now)).toBe('2 weeks ago');
    expect(timeAgo(ago(400 * 86_400), 'en', now)).toBe('last year');
  });

  it('words them in Bangla, with Bangla digits', () => {
    expect(timeAgo(ago(5 * 60), 'bn', now)).toBe('৫ মিনিট আগে');
    expect(timeAgo(ago(5), 'bn', now)).not.toMatch(/[A-Za-z0-9]/);
  });

  it('answers nothing for an invalid moment', () => {
    expect(timeAgo('not a date', 'en', now)).toBe('');
  });
});
