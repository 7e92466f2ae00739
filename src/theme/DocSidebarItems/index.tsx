import React, {type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import DocSidebarItems from '@theme-original/DocSidebarItems';
import type {Props} from '@theme/DocSidebarItems';
import {serverRenderedItems} from '@site/src/api/sidebarWindow';
import {versionOfPath} from '@site/src/api/versions';
import useAfterHydration from '@site/src/lib/useAfterHydration';

/**
 * Wraps the sidebar's item list. The API reference's sidebar has some 80 top-level categories,
 * and rendering all of them into every one of its ~300 pages made the sidebar the largest part of
 * an operation page's HTML (issue 7 caps the page at 60 KB). On the server, and while the page
 * hydrates, an API sidebar's top level holds only the entries the sidebar shows before anyone
 * scrolls it (../../api/sidebarWindow.ts); the rest is appended right after hydration, below them,
 * so nothing visible moves, in interruptible slices (a single render of the ~60 other categories
 * was a 275 ms task at 4x CPU). The guides' sidebar and nested levels are untouched.
 */
export default function DocSidebarItemsWrapper(props: Props): ReactNode {
  const complete = useAfterHydration();
  const baseUrl = useBaseUrl('/');
  // From the active path, not the sidebar context: the mobile menu renders these items outside it.
  const isApiRoot = props.level === 1 && versionOfPath(props.activePath, baseUrl) !== null;
  return <DocSidebarItems {...props} items={isApiRoot && !complete ? serverRenderedItems(props.items) : props.items} />;
}
