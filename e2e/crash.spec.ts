import {test, expect, gotoHydrated} from './fixtures';

// React reports the caught render error on the console; that is the point of this test.
test.use({allowedConsoleErrors: /Deliberate crash from the test route|Root cause: test fixture|The above error occurred/});

test('a crashing page shows the crash screen and "Try again" recovers', async ({page}) => {
  await gotoHydrated(page, '/__test__/crash/');
  await expect(page.locator('#crash-test-ready')).toBeVisible();
  await page.getByRole('button', {name: 'Crash this page'}).click();

  await expect(page.getByRole('heading', {level: 1, name: 'This page crashed'})).toBeVisible();
  await expect(page).toHaveTitle('Page Error');
  await expect(page.getByText('Deliberate crash from the test route')).toBeVisible();
  await expect(page.getByText('Root cause: test fixture')).toBeVisible();
  // The layout around the crash still works.
  await expect(page.locator('nav.navbar')).toBeVisible();

  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.locator('#crash-test-ready')).toBeVisible();
  await expect(page.getByRole('heading', {name: 'This page crashed'})).toHaveCount(0);
});
