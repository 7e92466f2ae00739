import React, {type ReactNode} from 'react';
import DocSidebarItemLink from '@theme-original/DocSidebarItem/Link';
import type {Props} from '@theme/DocSidebarItem/Link';
import {methodOf} from '@site/src/api/method';
import {breakAfterUnderscores} from '@site/src/lib/breakable';

/**
 * Sidebar links to API operations (the generator gives them the class `api-method <method>`) start
 * with the HTTP method as a text badge, so the method is read out and does not rest on colour alone.
 * The space after the badge keeps the link's accessible name "GET List people", not "GETList people".
 */
export default function DocSidebarItemLinkWithMethod(props: Props): ReactNode {
  const method = methodOf(props.item.className);
  // A webhook event's label is its snake_case name: it may break after an underscore, not mid-word.
  if (!method && /(^|\s)event(\s|$)/.test(props.item.className ?? '')) {
    return <DocSidebarItemLink {...props} item={{...props.item, label: breakAfterUnderscores(props.item.label) as unknown as string}} />;
  }
  if (!method) return <DocSidebarItemLink {...props} />;
  const label = (
    <>
      <span className={`api-${method}`}>{method.toUpperCase()}</span> {props.item.label}
    </>
  );
  // The stock component only renders its label, so an element works where its type says string.
  return <DocSidebarItemLink {...props} item={{...props.item, label: label as unknown as string}} />;
}
