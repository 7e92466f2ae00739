import React, {type ComponentProps, type ReactNode} from 'react';

/**
 * A plain `<details>`, for MDX where a lowercase `details` becomes Docusaurus' animated Details.
 * The browser opens it without JavaScript, and find in page opens a closed one that holds a match,
 * which the animated one, hiding its content with inline styles, does not allow. The endpoint index
 * of the API overview (scripts/openapi/overview-lib.mjs) uses it: fifteen areas, 190 operations.
 */
export default function Disclosure(props: ComponentProps<'details'>): ReactNode {
  return <details {...props} />;
}
