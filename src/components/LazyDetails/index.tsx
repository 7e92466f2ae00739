import React, {useState, type MouseEvent, type ReactNode} from 'react';
import Details, {type Props} from '@theme/Details';

/**
 * Docusaurus' Details, except that a closed one renders its content only once it is first opened.
 *
 * The openapi theme nests a closed Details for every object, array and composed property of a
 * schema, and the stock Details renders all of them into the page: most of an operation's HTML
 * (issue 7 caps it at 60 KB). With this one, a schema's top level is in the HTML, for readers,
 * crawlers and our search records, and deeper levels appear when a reader opens them.
 * A patch of the openapi theme (patches/docusaurus-theme-openapi-docs+5.2.0.patch) puts it in place
 * of `@theme/Details` inside the theme's schema view.
 */
export default function LazyDetails({children, open, onClickCapture, ...props}: Props): ReactNode {
  const [opened, setOpened] = useState(Boolean(open));
  // The schema-depth control reopens details by re-rendering them with `open`.
  if (open && !opened) setOpened(true);
  const onSummaryClick = (event: MouseEvent<HTMLDetailsElement>) => {
    // Capture runs before Details' own click handler expands it, so the content is there, in the
    // same render, when the expand animation measures its height.
    const summary = (event.target as Element).closest('summary');
    if (!opened && summary?.parentElement === event.currentTarget) setOpened(true);
    onClickCapture?.(event);
  };
  return (
    <Details {...props} open={open} onClickCapture={onSummaryClick}>
      {opened ? children : null}
    </Details>
  );
}
