// Not a wrapper: the anchor link whose accessible name changes is rendered inside the theme's component.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {Props} from '@theme/Heading';
import {breakAfterUnderscores} from '@site/src/lib/breakable';
import {headingText} from './text';
import './styles.module.css';

/**
 * Replaces the stock Heading so that every heading's anchor link is named after the text the heading
 * shows. The stock one does that only for plain-text headings; a heading with inline code, or the API
 * pages' translated "Request", got its id instead ("Direct link to values-of-cadence_function",
 * "Direct link to request"), 209 links across the site. Otherwise the same markup.
 */
export default function Heading({as: As, id, ...props}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  const anchorTargetClassName = useAnchorTargetClassName(id);
  // An h1 is the page title, not a section to link to; headings without an id have no anchor. A
  // title that is one snake_case name (a webhook event's page) may break after its underscores.
  if (As === 'h1' && typeof props.children === 'string') return <As {...props} id={undefined}>{breakAfterUnderscores(props.children)}</As>;
  if (As === 'h1' || !id) return <As {...props} id={undefined} />;

  brokenLinks.collectAnchor(id);
  const label = translate(
    {id: 'theme.common.headingLinkTitle', message: 'Direct link to {heading}', description: 'Title for link to heading'},
    {heading: headingText(props.children) || id},
  );
  return (
    <As {...props} className={clsx('anchor', anchorTargetClassName, props.className)} id={id}>
      {props.children}
      <Link className="hash-link" to={`#${id}`} aria-label={label} title={label} translate="no">
        &#8203;
      </Link>
    </As>
  );
}
