import React, {type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import DocSidebarItems from '@theme-original/DocSidebarItems';
import type {Props} from '@theme/DocSidebarItems';
import {serverRenderedItems} from '@site/src/api/sidebarWindow';

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
  const sidebar = useDocsSidebar();
  const isApiRoot = props.level === 1 && sidebar !== null && sidebar.name.startsWith('api-') && props.items === sidebar.items;
  return <DocSidebarItems {...props} items={isApiRoot && !isBrowser ? serverRenderedItems(props.items) : props.items} />;
}
