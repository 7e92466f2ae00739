// Not a wrapper: the theme's component writes unescaped JSON into its script element; the escaping is the change.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useBreadcrumbsStructuredData} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocBreadcrumbs/StructuredData';
import {jsonForHtml} from '@site/src/lib/jsonInHtml';

/**
 * The breadcrumbs' JSON-LD (replaces the theme's component, which writes `JSON.stringify` output
 * into the page as it is). Breadcrumb names are sidebar labels and page titles, which come from spec
 * summaries and guide front matter: `jsonForHtml` keeps `</script>` in them from ending the block.
 */
export default function DocBreadcrumbsStructuredData({breadcrumbs}: Props): ReactNode {
  const structuredData = useBreadcrumbsStructuredData({breadcrumbs});
  return (
    <Head>
      <script type="application/ld+json">{jsonForHtml(structuredData)}</script>
    </Head>
  );
}
