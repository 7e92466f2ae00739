import {test, expect, signIn} from './sandbox';
import {gotoHydrated, expectNoA11yViolations} from './fixtures';

test.describe('API logs dashboard', () => {
  test('signed out, it explains the page and offers sign-in', async ({page, sandbox}) => {
    void sandbox;
    await gotoHydrated(page, '/api-logs/');
    await expect(page.getByRole('heading', {name: 'Sign in to see your team’s requests'})).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', {name: 'Log In'})).toBeVisible();
    await expect(page.getByRole('heading', {name: 'What the dashboard shows'})).toBeVisible();
  });

  test('signed in, it lists requests with filters and paging', async ({page, sandbox}) => {
    void sandbox;
    await gotoHydrated(page, '/api-logs/');
    await signIn(page, 'Approve', page.getByRole('main').getByRole('button', {name: 'Log In'}));
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(20);
    await expect(page.getByRole('columnheader')).toHaveText(['Time', 'Method', 'Path', 'Query', 'Status', 'Rate-limit cost', 'API key or integration']);
    await expectNoA11yViolations(page);

    await page.getByLabel('Method').selectOption('POST');
    await expect(rows.first()).toBeVisible();
    for (const method of await rows.locator('td:nth-child(2)').allTextContents()) expect(method).toBe('POST');

    await page.getByLabel('Method').selectOption('');
    await page.getByLabel('Status').selectOption('4xx');
    await expect(rows.first()).toBeVisible();
    for (const status of await rows.locator('td:nth-child(5)').allTextContents()) expect(Number(status)).toBeGreaterThanOrEqual(400);

    await page.getByLabel('Status').selectOption('');
    await page.getByLabel('Integration or key').selectOption('Data warehouse export');
    await expect(rows.first()).toBeVisible();
    for (const who of await rows.locator('td:nth-child(7)').allTextContents()) expect(who).toContain('Data warehouse export');

    await page.getByLabel('Integration or key').selectOption('');
    await page.getByLabel('Time range').selectOption('1h');
    await expect(rows).toHaveCount(3);

    await page.getByLabel('Time range').selectOption('24h');
    await expect(rows).toHaveCount(20);
    await page.getByRole('button', {name: 'Next'}).click();
    await expect(page.getByText('Page 2')).toBeVisible();
    await expect(rows).toHaveCount(20);
    await page.getByRole('button', {name: 'Previous'}).click();
    await expect(page.getByText('Page 1')).toBeVisible();
  });

  test('an empty result and an error are both explained', async ({page, sandbox}) => {
    sandbox.setFaults({logsEmpty: true});
    await gotoHydrated(page, '/api-logs/');
    await signIn(page, 'Approve', page.getByRole('main').getByRole('button', {name: 'Log In'}));
    await expect(page.getByText('No requests match these filters.')).toBeVisible();
  });
});

test.describe('API logs failures', () => {
  test.use({allowedConsoleErrors: /status of 503/});

  test('a failing endpoint shows an error with Retry', async ({page, sandbox}) => {
    sandbox.setFaults({logsStatus: 503});
    await gotoHydrated(page, '/api-logs/');
    await signIn(page, 'Approve', page.getByRole('main').getByRole('button', {name: 'Log In'}));
    await expect(page.getByRole('alert')).toContainText('answered 503');
    sandbox.setFaults({});
    await page.getByRole('button', {name: 'Retry'}).click();
    await expect(page.locator('tbody tr').first()).toBeVisible();
  });
});
