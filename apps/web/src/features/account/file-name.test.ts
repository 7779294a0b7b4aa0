import { describe, expect, it } from 'vitest';
import { fileNameOf } from './file-name.ts';

describe('fileNameOf', () => {
  it('takes the name the server suggests', () => {
    expect(fileNameOf('attachment; filename="hostel-meals-data-2026-11-24.json"')).toBe(
      'hostel-meals-data-2026-11-24.json',
    );
    expect(fileNameOf("attachment; filename*=UTF-8''my%20data.json")).toBe('my data.json');
  });

  it('never answers a path, and falls back to its own name', () => {
    expect(fileNameOf('attachment; filename="../../etc/data.json"')).toBe('.._.._etc_data.json');
    expect(fileNameOf(null)).toBe('hostel-meals-my-data.json');
    expect(fileNameOf('attachment')).toBe('hostel-meals-my-data.json');
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A")).toBe('hostel-meals-my-data.json');
  });
});
