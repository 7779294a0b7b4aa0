import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

// A server others reach over https: browsers are told to come back only over https (issue 25).
const t = useTestApp({ publicUrl: 'https://meals.example.org' });

describe('an https PUBLIC_URL', () => {
  it.each(['/api/meals', '/api/docs', '/', '/api/no-such-route'])(
    'sends Strict-Transport-Security (%s)',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    },
  );
});
