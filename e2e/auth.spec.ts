import {test, expect, loginButton, signIn} from './sandbox';
import {gotoHydrated, openExplorer} from './fixtures';
import type {Page, Request} from '@playwright/test';

const userMenu = (page: Page) => page.locator('nav.navbar').getByRole('button', {name: 'Ada L.'});

test.describe('sign-in with the SSO popup', () => {
  test('approving signs in: label, token in sessionStorage only, Try-it pre-filled', async ({page, sandbox}) => {
    await gotoHydrated(page, '/');
    const popupPromise = page.waitForEvent('popup');
    await loginButton(page).click();
    const popup = await popupPromise;
    // The site opens the popup blank inside the click (so no blocker stops it) and sends it to the
    // authorize URL once the PKCE challenge is computed: wait for that navigation, not the opening.
    await popup.waitForURL(/\/oauth\/authorize\?/);
    const authorize = new URL(popup.url());
    expect(authorize.origin).toBe(sandbox.url);
    expect(authorize.pathname).toBe('/oauth/authorize');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('response_type')).toBe('code');
    expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([800, 500]);
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', {name: 'Approve'}).click();
    await closed;

    await expect(userMenu(page)).toBeVisible();
    const storage = await page.evaluate(() => ({local: {...localStorage}, session: {...sessionStorage}}));
    expect(JSON.stringify(storage.local)).not.toMatch(/access_token|accessToken|"code"/);
    expect(storage.session['docs-auth-session']).toContain('accessToken');
    expect(JSON.parse(storage.session.OAuth2).token).toBe(JSON.parse(storage.session['docs-auth-session']).accessToken);
  });

  test('after sign-in on an operation page, the API explorer opens with the token filled in', async ({page, sandbox}) => {
    void sandbox;
    await gotoHydrated(page, '/docs/api/people-index/');
    await signIn(page);
    await expect(userMenu(page)).toBeVisible();
    await openExplorer(page);
    const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('docs-auth-session') ?? '{}').accessToken as string);
    expect(token).toBeTruthy();
    await expect(page.locator('.openapi-right-panel__container').getByPlaceholder('Bearer Token')).toHaveValue(token);
  });

  test('denying closes the popup and stays signed out', async ({page, sandbox}) => {
    void sandbox;
    await gotoHydrated(page, '/');
    await signIn(page, 'Deny');
    await expect(loginButton(page)).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('docs-auth-session'))).toBeNull();
  });

  test.describe('failures', () => {
    test.use({allowedConsoleErrors: /Failed to load resource: the server responded with a status of 500/});

    test('a failing token exchange leaves the user silently signed out', async ({page, sandbox}) => {
      sandbox.setFaults({tokenStatus: 500});
      await gotoHydrated(page, '/');
      await signIn(page);
      await page.waitForTimeout(500);
      await expect(loginButton(page)).toBeVisible();
      await expect(page.locator('main')).toBeVisible();
    });

    test('a failing /v2/me shows "Logged In"', async ({page, sandbox}) => {
      sandbox.setFaults({meStatus: 500});
      await gotoHydrated(page, '/');
      await signIn(page);
      await expect(page.locator('nav.navbar').getByRole('button', {name: 'Logged In'})).toBeVisible();
    });
  });

  test.describe('a refused token', () => {
    test.use({allowedConsoleErrors: /Failed to load resource: the server responded with a status of 401/});

    for (const fault of ['meStatus', 'teamStatus'] as const) {
      test(`a 401 from ${fault === 'meStatus' ? '/v2/me' : '/v2/team'} signs out, says the session ended and drops the token`, async ({page, sandbox}) => {
        sandbox.setFaults({[fault]: 401});
        await gotoHydrated(page, '/');
        await signIn(page);
        await expect(page.locator('nav.navbar').getByRole('alert')).toContainText('Your session ended');
        await expect(loginButton(page)).toBeVisible();
        expect(await page.evaluate(() => [sessionStorage.getItem('docs-auth-session'), sessionStorage.getItem('OAuth2')])).toEqual([null, null]);
        // The notice can be dismissed, and the page goes on working.
        await page.locator('nav.navbar').getByRole('button', {name: 'Dismiss'}).click();
        await expect(page.locator('nav.navbar').getByRole('alert')).toHaveCount(0);
        await page.locator('.navbar__item', {hasText: /^Docs$/}).click();
        await expect(page).toHaveURL(/\/docs\/platform\/intro\/$/);
      });
    }
  });

  test.describe('a sign-in request that gets no answer', () => {
    /** SPEC 8's network message, which the login control shows when a sign-in request times out. */
    const NETWORK_MESSAGE = 'You might want to check your network connection.';

    /**
     * Leaves every request to `url` unanswered, as a server that never replies (Playwright answers
     * the CORS preflight itself); returns the requests held. The page notes its own clock's time
     * when it calls fetch for `url`: the site starts its 10 s timer in the same tick, so tests move
     * time relative to that moment, not to when the test saw the request (which, on a busy
     * machine, can be a second later).
     */
    async function neverAnswer(page: Page, url: string): Promise<Request[]> {
      const held: Request[] = [];
      await page.addInitScript((watched) => {
        const original = window.fetch;
        window.fetch = function (this: unknown, ...args: Parameters<typeof fetch>) {
          const [input] = args;
          const target = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
          if (target === watched) (window as unknown as {heldStartedAt?: number}).heldStartedAt = Date.now();
          return original.apply(this, args);
        } as typeof fetch;
      }, url);
      await page.route(url, (route) => {
        held.push(route.request());
      });
      return held;
    }

    /**
     * Pauses the page's clock as soon as it can and returns the page-clock moment it paused at.
     * pauseAt wants a moment still ahead of the page's clock; on a busy machine more than 200 ms
     * can pass before it applies, so a later one is tried.
     */
    async function pauseSoon(page: Page): Promise<number> {
      for (let ahead = 200; ; ahead += 200) {
        const now = await page.evaluate(() => Date.now());
        try {
          await page.clock.pauseAt(now + ahead);
          return now + ahead;
        } catch (error) {
          if (ahead >= 4_000 || !String(error).includes('fast-forward to the past')) throw error;
        }
      }
    }

    /**
     * Clicks Log In and approves with the pages' clock running (the sign-in window and its callback
     * page need their timers), waits for the held request, then pauses the clock: from then on
     * time moves only when the test moves it, however slow the machine is. Returns the page-clock
     * moment the request started (its timer's start).
     */
    async function signInThenPause(page: Page, held: Request[]): Promise<number> {
      const popupPromise = page.waitForEvent('popup');
      await loginButton(page).click();
      const popup = await popupPromise;
      const closed = popup.waitForEvent('close');
      await popup.getByRole('button', {name: 'Approve'}).click();
      await closed;
      await expect.poll(() => held.length, {intervals: [100]}).toBe(1);
      const started = await page.evaluate(() => (window as unknown as {heldStartedAt?: number}).heldStartedAt);
      if (typeof started !== 'number') throw new Error('the page did not note when it sent the held request');
      const paused = await pauseSoon(page);
      // The tests check the quiet moment 9.2 s after the start; the pause must come before it.
      if (paused >= started + 9_000) throw new Error(`the clock paused ${paused - started} ms after the request started, too late to check the 10 s limit`);
      return started;
    }

    /** Moves the paused clock on to `moment` (ms since the epoch, as the page's Date.now()). */
    async function advanceTo(page: Page, moment: number): Promise<void> {
      await page.clock.fastForward(moment - (await page.evaluate(() => Date.now())));
    }

    /** The notice is gone once dismissed, and the navbar still navigates. */
    async function expectUsable(page: Page): Promise<void> {
      await page.clock.resume();
      await page.locator('nav.navbar').getByRole('button', {name: 'Dismiss'}).click();
      await expect(page.locator('nav.navbar').getByRole('alert')).toHaveCount(0);
      await page.locator('.navbar__item', {hasText: /^Docs$/}).click();
      await expect(page).toHaveURL(/\/docs\/platform\/intro\/$/);
    }

    test('the token request gives up after 10 s: the network message, still signed out, the page usable', async ({page, sandbox}) => {
      const held = await neverAnswer(page, `${sandbox.url}/oauth/token`);
      await page.clock.install();
      await gotoHydrated(page, '/');
      const started = await signInThenPause(page, held);
      const notice = page.locator('nav.navbar').getByRole('alert');
      // 9.2 s after the request started: no answer yet, no message.
      await advanceTo(page, started + 9_200);
      await page.waitForTimeout(500);
      await expect(notice).toHaveCount(0);
      await advanceTo(page, started + 10_700);
      await expect(notice).toContainText('The sign-in service did not answer.');
      await expect(notice).toContainText(NETWORK_MESSAGE);
      await expect(loginButton(page)).toBeVisible();
      expect(await page.evaluate(() => [sessionStorage.getItem('docs-auth-session'), sessionStorage.getItem('OAuth2')])).toEqual([null, null]);
      await expectUsable(page);
    });

    test('/v2/me gives up after 10 s: the network message, "Logged In" without a profile, the page usable', async ({page, sandbox}) => {
      const held = await neverAnswer(page, `${sandbox.url}/v2/me`);
      await page.clock.install();
      await gotoHydrated(page, '/');
      const started = await signInThenPause(page, held);
      const notice = page.locator('nav.navbar').getByRole('alert');
      const label = page.locator('nav.navbar').getByRole('button', {name: 'Logged In'});
      await expect(label).toBeVisible();
      await advanceTo(page, started + 9_200);
      await page.waitForTimeout(500);
      await expect(notice).toHaveCount(0);
      await advanceTo(page, started + 10_700);
      await expect(notice).toContainText(NETWORK_MESSAGE);
      // The token itself was granted: the session stays, only the name is missing.
      await expect(label).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem('docs-auth-session'))).toContain('accessToken');
      await expectUsable(page);
    });
  });

  test('an expired token is cleared while the page stays open', async ({page, sandbox}) => {
    sandbox.setFaults({expiresIn: 3});
    await gotoHydrated(page, '/');
    await signIn(page);
    await expect(userMenu(page)).toBeVisible();
    await expect(loginButton(page)).toBeVisible({timeout: 8000});
    expect(await page.evaluate(() => [sessionStorage.getItem('docs-auth-session'), sessionStorage.getItem('OAuth2')])).toEqual([null, null]);
  });

  test('a token that expired while the page was closed leaves no copy behind on the next load', async ({page, sandbox}) => {
    void sandbox;
    await gotoHydrated(page, '/');
    await signIn(page);
    await expect(userMenu(page)).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('OAuth2'))).toContain('token');
    // As if the tab had been left for longer than the token lives.
    await page.evaluate(() => {
      const session = JSON.parse(sessionStorage.getItem('docs-auth-session') ?? '{}') as {expiresAt: number};
      sessionStorage.setItem('docs-auth-session', JSON.stringify({...session, expiresAt: Date.now() - 1000}));
    });
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(loginButton(page)).toBeVisible();
    const storage = await page.evaluate(() => JSON.stringify({...sessionStorage, ...localStorage}));
    expect(storage).not.toMatch(/token/i);
  });

  test('a callback opened on its own (bookmarked, reloaded, typed) stores nothing and links back', async ({page, sandbox}) => {
    void sandbox;
    await gotoHydrated(page, '/oauth/callback/?code=stray-code&state=stray-state');
    await expect(page.getByRole('status')).toContainText('not opened from the site');
    await expect(page.getByText('Signed in')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('docs-auth-callback'))).toBeNull();
    // The code is gone from the address bar too.
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('link', {name: 'Back to Salesloft Developers'}).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });

  test('a callback opened by a page of the site that is not waiting for a sign-in stores nothing', async ({page, sandbox}) => {
    void sandbox;
    await gotoHydrated(page, '/');
    // A click, so that the browser allows the window as it allows the real sign-in's.
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.id = 'open-stray-callback';
      button.textContent = 'Open';
      button.addEventListener('click', () => window.open('/oauth/callback/?code=stray-code&state=stray-state', 'stray', 'popup=yes,width=800,height=500'));
      document.body.prepend(button);
    });
    const popupPromise = page.waitForEvent('popup');
    await page.locator('#open-stray-callback').click();
    const popup = await popupPromise;
    await expect(popup.getByRole('status')).toContainText('not opened from the site');
    expect(await page.evaluate(() => localStorage.getItem('docs-auth-callback'))).toBeNull();
    await expect(loginButton(page)).toBeVisible();
  });

  test('a reload restores the session', async ({page, sandbox}) => {
    void sandbox;
    await gotoHydrated(page, '/');
    await signIn(page);
    await expect(userMenu(page)).toBeVisible();
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(userMenu(page)).toBeVisible();
  });

  test('a callback whose state does not match is rejected', async ({page, context, sandbox}) => {
    void sandbox;
    await gotoHydrated(page, '/');
    // Start a real sign-in, then answer it with a forged callback instead of the SSO's.
    const popupPromise = page.waitForEvent('popup');
    await loginButton(page).click();
    const popup = await popupPromise;
    await popup.close();
    const forged = await context.newPage();
    await forged.goto('/oauth/callback/?code=forged-code&state=not-the-state');
    await forged.close().catch(() => undefined);
    await page.waitForTimeout(500);
    await expect(loginButton(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('docs-auth-callback'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('docs-auth-session'))).toBeNull();
  });

  test('logging out returns to "Log In" and forgets the token', async ({page, sandbox}) => {
    void sandbox;
    await gotoHydrated(page, '/');
    await signIn(page);
    await userMenu(page).click();
    const menu = page.getByRole('menu', {name: 'Account'});
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(200);
    expect(box!.width).toBeLessThanOrEqual(240);
    const item = menu.getByRole('menuitem', {name: 'Log Out'});
    expect((await item.boundingBox())!.height).toBe(28);
    expect(await item.evaluate((el) => getComputedStyle(el).fontSize)).toBe('14px');
    await item.click();
    await expect(loginButton(page)).toBeVisible();
    expect(await page.evaluate(() => [sessionStorage.getItem('docs-auth-session'), sessionStorage.getItem('OAuth2')])).toEqual([null, null]);
  });

  test('a blocked popup shows a message and nothing else breaks', async ({page, sandbox}) => {
    void sandbox;
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await gotoHydrated(page, '/');
    await loginButton(page).click();
    await expect(page.getByRole('alert')).toContainText('blocked the sign-in window');
    await page.locator('.navbar__item', {hasText: /^Docs$/}).click();
    await expect(page).toHaveURL(/\/docs\/platform\/intro\/$/);
  });

  test('analytics receive page, identify and group with the right payloads', async ({page, sandbox}) => {
    await gotoHydrated(page, '/');
    await expect.poll(() => sandbox.events.filter((e) => e.type === 'page').length, {timeout: 10000}).toBeGreaterThan(0);
    await signIn(page);
    await expect(userMenu(page)).toBeVisible();
    await expect.poll(() => sandbox.events.map((e) => e.type), {timeout: 10000}).toEqual(expect.arrayContaining(['identify', 'group']));
    const identify = sandbox.events.find((e) => e.type === 'identify') as {userId: string; traits?: Record<string, unknown>; context?: {traits?: Record<string, unknown>}};
    expect(identify.userId).toBe('0f6d3c2a-8a51-4b7e-9d1c-6c0b4f1e2a93');
    const traits = identify.traits ?? identify.context?.traits ?? {};
    expect(traits).toMatchObject({first_name: 'Ada', last_name: 'Lovelace', team_admin: true, email: 'ada.lovelace@example.com'});
    const group = sandbox.events.find((e) => e.type === 'group') as {groupId: string; traits?: Record<string, unknown>};
    expect(group.groupId).toBe('301');
    expect(group.traits).toMatchObject({name: 'Analytical Engines Inc.', license_limit: 50, active_size: 37});
    // A page() per path change.
    const before = sandbox.events.filter((e) => e.type === 'page').length;
    await page.locator('.navbar__item', {hasText: /^Docs$/}).click();
    await expect.poll(() => sandbox.events.filter((e) => e.type === 'page').length, {timeout: 10000}).toBe(before + 1);
  });
});

test('the login control is hidden while configuration has PLACEHOLDER values', async ({page}) => {
  await gotoHydrated(page, '/');
  await expect(page.locator('nav.navbar')).toBeVisible();
  await expect(page.getByRole('button', {name: 'Log In'})).toHaveCount(0);
  await gotoHydrated(page, '/api-logs/');
  await expect(page.getByText('Sign-in is not enabled on this copy of the site.')).toBeVisible();
});

test.describe('mobile', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the login control sits in the mobile sidebar, and signing in closes it', async ({page, sandbox}) => {
    void sandbox;
    await gotoHydrated(page, '/');
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    await signIn(page, 'Approve', page.locator('.navbar-sidebar').getByRole('button', {name: 'Log In'}));
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    await expect(page.locator('.navbar-sidebar').getByText('Ada L.')).toBeVisible();
  });
});
