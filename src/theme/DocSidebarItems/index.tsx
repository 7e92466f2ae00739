import React, {type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import DocSidebarItems from '@theme-original/DocSidebarItems';
import type {Props} from '@theme/DocSidebarItems';
import {serverRenderedItems} from '@site/src/api/sidebarWindow';
import {versionOfPath} from '@site/src/api/versions';

/**
 * Wraps the sidebar's item list. The API reference's sidebar has some 80 top-level categories,
 * and rendering all of them into every one of its ~300 pages made the sidebar the largest part of
 * an operation page's HTML (issue 7 caps the page at 60 KB). On the server, and while the page
 * hydrates, an API sidebar's top level holds only the entries the sidebar shows before anyone
 * scrolls it (../../api/sidebarWindow.ts); the rest is appended right after hydration, below them,
 * so nothing visible moves. The guides' sidebar and nested levels are untouched.
 */
export default function DocSidebarItemsWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const baseUrl = useBaseUrl('/');
  // From the active path, not the sidebar context: the mobile menu renders these items outside it.
  const isApiRoot = props.level === 1 && versionOfPath(props.activePath, baseUrl) !== null;
  return <DocSidebarItems {...props} items={isApiRoot && !isBrowser ? serverRenderedItems(props.items) : props.items} />;
}
