import { expect, test } from '@playwright/test';

/**
 * Issue 25: /api/docs has a Content-Security-Policy of its own (DOCS_CSP). The page must still
 * work under it: Swagger UI renders the document and "Try it out" reaches this server, and the
 * browser reports no violation of the policy on the way.
 */
test('the API docs render and call the API with no CSP violation', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
  });

  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
  await expect(page.getByRole('heading', { name: /Hostel Meals API/ })).toBeVisible();

  const health = page.locator('.opblock', { hasText: '/api/health' }).first();
  await health.locator('.opblock-summary').click();
  await health.getByRole('button', { name: 'Try it out' }).click();
  await health.getByRole('button', { name: 'Execute' }).click();
  await expect(health.locator('.live-responses-table tbody .response-col_status').first()).toHaveText('200');

  const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  expect(violations).toEqual([]);
  expect(consoleViolations).toEqual([]);
});
