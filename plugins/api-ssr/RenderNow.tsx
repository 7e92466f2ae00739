import React, {type ReactNode} from 'react';

interface Props {
  children?: () => ReactNode;
  fallback?: ReactNode;
}

/**
 * Stands in for `@docusaurus/BrowserOnly` inside the openapi theme's schema components (see
 * ./index.ts): renders its children on the server as in the browser, so the static HTML holds the
 * request body, response schemas and examples instead of a loading skeleton.
 */
export default function RenderNow({children}: Props): ReactNode {
  return <>{children?.()}</>;
}
