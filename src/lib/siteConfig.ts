import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** The client's view of config/env.ts (`customFields`). */
export interface SiteFields {
  SITE_URL: string;
  BASE_URL: string;
  SSO_URL: string;
  API_URL: string;
  OAUTH_CLIENT_ID: string;
  OAUTH_CLIENT_SECRET?: string;
  OAUTH_REDIRECT_URI: string;
  ALGOLIA_APP_ID: string;
  ALGOLIA_API_KEY: string;
  ALGOLIA_INDEX_NAME: string;
  RUDDERSTACK_WRITE_KEY: string;
  RUDDERSTACK_DATA_PLANE_URL: string;
  API_LOGS_URL: string;
  signInConfigured: boolean;
  algoliaConfigured: boolean;
  /** True in test builds (DOCS_TEST_BUILD=true) only. */
  testBuild: boolean;
  /** Where the RudderStack SDK fetches its source configuration (RUDDERSTACK_CONFIG_URL), only when set. */
  RUDDERSTACK_CONFIG_URL?: string;
}

/** Typed access to the site's configuration from React. */
export function useSiteFields(): SiteFields {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields as unknown as SiteFields;
}
