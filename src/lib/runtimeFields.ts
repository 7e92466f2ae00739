import siteConfig from '@generated/docusaurus.config';
import {isAlgoliaConfigured, isSignInConfigured} from '../../config/env';
import type {SiteFields} from './siteConfig';

declare global {
  interface Window {
    /**
     * Test builds only (DOCS_TEST_BUILD=true): configuration the e2e suite injects before the page
     * loads, to point sign-in, analytics and the API logs at its sandbox without a second build.
     * Production builds ignore it.
     */
    __DOCS_TEST_CONFIG__?: Partial<SiteFields>;
  }
}

/**
 * The configuration in effect in the browser: the build's customFields, plus the e2e overrides in
 * test builds. Call it from effects, event handlers and client modules, not during render, so that
 * server and client render the same markup.
 */
export function runtimeFields(base: SiteFields = siteConfig.customFields as unknown as SiteFields): SiteFields {
  const override = typeof window !== 'undefined' && base.testBuild ? window.__DOCS_TEST_CONFIG__ : undefined;
  if (!override) return base;
  const merged = {...base, ...override};
  return {...merged, signInConfigured: isSignInConfigured(merged), algoliaConfigured: isAlgoliaConfigured(merged)};
}
