import React, {Fragment, type ReactNode} from 'react';

/**
 * A snake_case name (a webhook event such as `email_with_body_and_subject_updated`) with a line-break
 * opportunity after each underscore. A page title or sidebar label that is one long name otherwise
 * breaks wherever the column ends ("cadence_membership_create" / "d"). `<wbr>` adds no character:
 * the text a reader copies or finds in the page, and the search records, are the name as written.
 */
export function breakAfterUnderscores(text: string): ReactNode {
  if (!text.includes('_')) return text;
  const parts = text.split('_');
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 ? (
        <>
          _<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}
