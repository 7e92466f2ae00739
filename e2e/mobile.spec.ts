import {test, expect, gotoHydrated} from './fixtures';

test.use({viewport: {width: 390, height: 844}});

test('mobile sidebar: toggle, back to main menu, and closing when the window becomes desktop', async ({page}) => {
  await gotoHydrated(page, '/docs/platform/api-basics/rate-limits/');
  const navbar = page.locator('nav.navbar');
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  await expect(navbar).toHaveClass(/navbar-sidebar--show/);

  // On a doc page the sidebar opens on the doc menu, with a way back to the main menu.
  const back = page.getByRole('button', {name: '← Back to main menu'});
  await expect(back).toBeVisible();
  await back.click();
  await expect(page.locator('.navbar-sidebar__item.menu').first()).toBeVisible();
  await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'API Logs'})).toBeVisible();

  // Growing past the 996 px breakpoint closes the mobile sidebar by itself.
  await page.setViewportSize({width: 1200, height: 844});
  await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
});

test('mobile sidebar closes with its close button', async ({page}) => {
  await gotoHydrated(page, '/');
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
  await page.getByRole('button', {name: /close navigation bar/i}).click();
  await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
});

test('the drawer is built when the reader reaches for the menu button, not on page load', async ({page}) => {
  await gotoHydrated(page, '/docs/platform/api-basics/rate-limits/');
  const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
  // Hydrated on a phone-sized window, the closed drawer has not been rendered.
  await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
  await toggle.hover();
  await expect(page.locator('.navbar-sidebar')).toHaveCount(1);
  await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
});

test('the drawer opens from the keyboard alone', async ({page}) => {
  await gotoHydrated(page, '/');
  const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'API Logs'})).toBeVisible();
});
