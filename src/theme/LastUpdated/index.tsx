// Not a wrapper: it renders nothing (no last-update data is shown), which keeps its code off every page.
import type {ReactNode} from 'react';

/**
 * The site shows no last-update date or author (`showLastUpdateTime`/`showLastUpdateAuthor` are off),
 * so this component never has anything to render; delete the file if they are turned on (a unit test
 * fails until then: plugins/upstream/client-weight/route-data.test.ts).
 */
export default function LastUpdated(): ReactNode {
  return null;
}
