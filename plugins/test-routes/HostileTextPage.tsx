import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import DocBreadcrumbsStructuredData from '@theme/DocBreadcrumbs/StructuredData';
import {HOSTILE_TEXT} from './hostileText';

/**
 * Hostile text where spec and guide text reaches the HTML: the page title (a guide title or an
 * operation summary), the breadcrumbs' JSON-LD (sidebar labels and titles) and the page body.
 * e2e/security-headers.spec.ts checks that it shows literally and runs nothing.
 */
export default function HostileTextPage(): ReactNode {
  const title = `Guide title ${HOSTILE_TEXT}`;
  return (
    <Layout title={title} description={`Summary ${HOSTILE_TEXT}`}>
      <DocBreadcrumbsStructuredData
        breadcrumbs={[
          {type: 'category', label: `Sidebar label ${HOSTILE_TEXT}`, href: '/__test__/hostile-text/', items: [], collapsed: false, collapsible: false},
          {type: 'link', label: `Summary ${HOSTILE_TEXT}`, href: '/__test__/hostile-text/'},
        ]}
      />
      <main className="container margin-vert--lg">
        <h1 id="hostile-title">{title}</h1>
      </main>
    </Layout>
  );
}
