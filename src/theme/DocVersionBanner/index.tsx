// Not a wrapper: it renders nothing (one docs version, never a banner), which keeps the banner's code off every page.
import type {ReactNode} from 'react';

/**
 * Both docs instances have one version (the current one), which never shows a version banner, so
 * the banner's code stays out of every page's first load. If docs versioning is ever turned on,
 * delete this file to get the theme's banner back (a unit test fails until then:
 * plugins/upstream/client-weight/route-data.test.ts).
 */
export default function DocVersionBanner(): ReactNode {
  return null;
}
