import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SiteFields} from '../../config/env';

// The fields are declared once, with the variables they come from, in config/env.ts.
export type {SiteFields};

/** Typed access to the site's configuration from React. */
export function useSiteFields(): SiteFields {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields as unknown as SiteFields;
}
