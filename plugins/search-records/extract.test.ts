import {describe, expect, test} from 'vitest';
import {textContent} from 'domutils';
import {apiVersionOf, cleanText, extractRecords, pageRankOf, parseContent, sectionLabels, sectionsToSearch} from './extract';
import {isIndexedRoute} from './index';

const page = (main: string, metas = '<meta name="docusaurus_locale" content="en"><meta name="docusaurus_version" content="current"><meta name="docusaurus_tag" content="docs-default-current">') =>
  `<!doctype html><html><head>${metas}</head><body><nav class="navbar"><a href="/">Home</a><button class="DocSearch-Button">Search</button></nav>
  <div id="__docusaurus_skipToContent_fallback"><main><article>${main}</article></main></div><footer>Copyright 2025</footer></body></html>`;

const guide = page(`
  <nav class="theme-doc-breadcrumbs"><ul class="breadcrumbs"><li>API Basics</li></ul></nav>
  <div class="theme-doc-toc-mobile"><button>On this page</button></div>
  <div class="theme-doc-markdown markdown">
    <header><h1>Rate limits</h1></header>
    <p>The API limits work per <strong>minute</strong>.</p>
    <h2 class="anchor" id="the-budget">The budget<a class="hash-link" href="#the-budget">\u200b</a></h2>
    <table><thead><tr><th>Rule</th><th>Value</th></tr></thead><tbody><tr><td>Budget</td><td>600 cost per minute</td></tr></tbody></table>
    <ul><li>Shared by every integration<ul><li>Nested point</li></ul></li></ul>
    <h3 id="headers">Headers</h3>
    <div class="codeBlockContainer_x theme-code-block"><pre><code>curl -i https://api.example.com</code></pre></div>
    <p>Read <code>x-ratelimit-remaining-minute</code>.</p>
    <div role="tablist"><li role="tab">Node.js</li></div>
  </div>
  <footer class="theme-doc-footer">Edit this page</footer>
  <nav class="pagination-nav">Next: Scopes</nav>`);

const operation = page(
  `<div class="theme-doc-markdown markdown"><div class="col openapi-left-panel__container">
    <h1 class="openapi__heading">Create a person</h1>
    <pre class="openapi__method-endpoint"><span class="badge badge--success">POST</span> <h2 class="openapi__method-endpoint-path">/v2/people</h2></pre>
    <p>Creates a person.</p>
    <h2 id="request">Request</h2>
    <div class="openapi-schema__list-item"><div><span class="openapi-schema__container"><strong class="openapi-schema__property">email_address</strong><span class="openapi-schema__name">string</span></span><p>Primary email address.</p>
      <div class="openapi-schema__list-item"><span class="openapi-schema__container"><strong class="openapi-schema__property">nested_field</strong></span><p>Inside.</p></div></div></div>
    <ul class="params-list"><li class="params-list__item"><strong>per_page</strong> integer <p>Results per page.</p></li></ul>
    <h2 class="openapi-tabs__response-header" id="responses">Responses</h2>
    <p>The person as created.</p>
    <div class="openapi-schema__list-item"><strong>id</strong><p>Repeated on every page.</p></div>
  </div><div class="col openapi-right-panel__container"><pre>curl -X POST</pre><p>Explorer text</p></div></div>`,
  '<meta name="docusaurus_locale" content="en"><meta name="docusaurus_version" content="current"><meta name="docusaurus_tag" content="docs-api-current">',
);

describe('record extraction', () => {
  test('a table minified without its optional end tags keeps its body rows (the header row holds no text of its own)', () => {
    // What the production build's minifier writes: no </th>, </thead>, </td> or </tr>. The parser
    // then nests the body inside the header row's last cell.
    const minified = page(`<div class="theme-doc-markdown markdown"><header><h1>Paging</h1></header>
      <div class=table-scroll role=region aria-label="Table, scrolls sideways" tabindex=0><table><thead><tr><th>Parameter<th>Default<tbody><tr><td><code>per_page</code><td>25<tr><td><code>page</code><td>1</table></div></div>`);
    const records = extractRecords({html: minified, url: 'https://dev.example.com/p/', route: '/p/'});
    expect(records.map((r) => r.content).filter(Boolean)).toEqual(['per_page | 25', 'page | 1']);
  });

  test("a webhook event page keeps its title and prose but not its payload's properties, which the resource's operations index", () => {
    const schema = `<ul><li class="openapi-schema__list-item"><div><strong class="openapi-schema__property">first_name</strong><p>The person's first name.</p></div></li></ul>`;
    const body = (paragraph: string) =>
      page(`<div class="theme-doc-markdown markdown"><h1>person_updated</h1>${paragraph}<p>Salesloft posts this when a person changes.</p><h2 id="request">Request</h2>${schema}</div>`);
    const event = extractRecords({html: body('<p class="api-webhook__request">POST <code>callback_url</code></p>'), url: 'https://dev.example.com/docs/api/webhook-person-updated/', route: '/docs/api/webhook-person-updated/'});
    const texts = event.map((r) => r.content ?? r.hierarchy[r.type as 'lvl1']);
    expect(texts).toContain('Salesloft posts this when a person changes.');
    expect(texts.join('\n')).not.toContain('first_name');
    // The same schema on a REST operation page stays in the index.
    const operation = extractRecords({html: body(''), url: 'https://dev.example.com/docs/api/people-show/', route: '/docs/api/people-show/'});
    expect(operation.map((r) => r.content ?? '').join('\n')).toContain('first_name');
  });

  test('a guide: title, headings with anchors, paragraphs, rows and list items; no chrome or code', () => {
    const records = extractRecords({html: guide, url: 'https://dev.example.com/docs/platform/api-basics/rate-limits/', route: '/docs/platform/api-basics/rate-limits/'});
    expect(records.map((r) => [r.type, r.anchor, r.content ?? r.hierarchy[r.type as 'lvl1']])).toEqual([
      ['lvl1', null, 'Rate limits'],
      ['content', null, 'The API limits work per minute.'],
      ['lvl2', 'the-budget', 'The budget'],
      ['content', 'the-budget', 'Budget | 600 cost per minute'],
      ['content', 'the-budget', 'Shared by every integration'],
      ['content', 'the-budget', 'Nested point'],
      ['lvl3', 'headers', 'Headers'],
      ['content', 'headers', 'Read x-ratelimit-remaining-minute.'],
    ]);
    const budget = records[3];
    expect(budget).toMatchObject({
      objectID: 'docs-platform-api-basics-rate-limits-3',
      url: 'https://dev.example.com/docs/platform/api-basics/rate-limits/#the-budget',
      url_without_anchor: 'https://dev.example.com/docs/platform/api-basics/rate-limits/',
      hierarchy: {lvl0: 'Docs', lvl1: 'Rate limits', lvl2: 'The budget', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      version: 'current',
      api_version: null,
      weight: {pageRank: 2, level: 0, position: 3},
    });
    expect(records[0].weight.level).toBe(100);
    const all = JSON.stringify(records);
    for (const noise of ['Edit this page', 'Next: Scopes', 'On this page', 'curl -i', 'Node.js', 'API Basics', 'Copyright', 'Rule | Value']) {
      expect(all, noise).not.toContain(noise);
    }
  });

  test('an operation: summary, method and path, parameter names; no response schemas, code samples or explorer', () => {
    const records = extractRecords({html: operation, url: 'https://dev.example.com/docs/api/people-create/', route: '/docs/api/people-create/'});
    const contents = records.filter((r) => r.type === 'content').map((r) => r.content);
    expect(records[0]).toMatchObject({type: 'lvl1', hierarchy: {lvl0: 'API', lvl1: 'Create a person'}, api_version: '2.0', docusaurus_tag: 'docs-api-current'});
    expect(contents).toEqual([
      'POST /v2/people',
      'Creates a person.',
      'email_address string Primary email address.',
      'nested_field Inside.',
      'per_page integer Results per page.',
      'The person as created.',
    ]);
    expect(JSON.stringify(records)).not.toMatch(/Repeated on every page|curl -X POST|Explorer text/);
  });

  test('API version facet and category', () => {
    expect(apiVersionOf('/docs/api/people-create/')).toBe('2.0');
    expect(apiVersionOf('/docs/api/1.0/public-api-v-1-people-index/')).toBe('1.0');
    expect(apiVersionOf('/docs/platform/intro/')).toBeNull();
    const v1 = extractRecords({html: operation, url: 'https://d/docs/api/1.0/x/', route: '/docs/api/1.0/x/'});
    expect(v1[0].api_version).toBe('1.0');
  });

  test('pages outside the docs: main content, tag "default", no version', () => {
    const home = `<html><head><meta name="docusaurus_tag" content="default"></head><body><nav>Menu</nav><div id="__docusaurus_skipToContent_fallback"><header><h1>Build on the platform</h1><p>Lead.</p></header><main><h2 id="start">Where to start</h2><p>Get credentials.</p></main></div></body></html>`;
    const records = extractRecords({html: home, url: 'https://d/', route: '/'});
    expect(records.map((r) => r.url)).toEqual(['https://d/', 'https://d/', 'https://d/#start', 'https://d/#start']);
    expect(records[0]).toMatchObject({docusaurus_tag: 'default', version: null, language: 'en', objectID: 'home-0'});
  });

  test('the endpoint index and the per-scope operation lists stay out; their pages keep title, headings and prose', () => {
    const overview = page(`<div class="theme-doc-markdown markdown"><header><h1>Salesloft API</h1></header>
      <p>Every operation by product area.</p>
      <div class=api-index-areas><details class=api-index__area><summary>People &amp; Accounts <span class=api-index__count>33 operations</span></summary>
        <ul class=api-index><li><a href="/docs/api/people/">People</a><ul><li><a href="/docs/api/people-index/"><span class=api-get>GET</span> <code>/v2/people</code> List people</a></li></ul></li></ul></details></div>
      <h2 id="scope-people-read">people:read</h2><p>Read people.</p>
      <ul class="api-scope__operations"><li><a href="/docs/api/people-index/">List people</a></li></ul></div>`);
    const records = extractRecords({html: overview, url: 'https://d/docs/api/', route: '/docs/api/'});
    const text = JSON.stringify(records);
    expect(text).not.toMatch(/List people|\/v2\/people|33 operations/);
    expect(records.map((r) => r.content).filter(Boolean)).toEqual(['Every operation by product area.', 'Read people.']);
    expect(records.some((r) => r.hierarchy.lvl2 === 'people:read')).toBe(true);
  });

  test('a list item that opens with a link to another page is a signpost and is left out; links inside an item, or to a section of the page, are not', () => {
    const html = page(`<div class="theme-doc-markdown markdown"><header><h1>Cadence imports</h1></header>
      <h2 id="pages-in-this-section">Pages in this section</h2>
      <ul>
        <li class=""><a class="" href=/docs/platform/cadence-imports/email-template/>Email template</a>: subjects, HTML bodies and escaping HTML inside JSON.</li>
        <li><p> <a href="/docs/platform/cadence-imports/steps/">Steps</a>: the four step types.</p></li>
        <li>Type settings per step type: <a href="/docs/platform/cadence-imports/type-settings-email/">Email</a>.</li>
        <li><a href="#pages-in-this-section">This section</a> holds the rules.</li>
        <li><a href="https://status.salesloft.com/">status.salesloft.com</a> reports incidents.</li>
      </ul></div>`);
    const records = extractRecords({html, url: 'https://dev.example.com/cadence-imports/', route: '/cadence-imports/'});
    expect(records.filter((r) => r.type === 'content').map((r) => r.content)).toEqual([
      'Type settings per step type: Email.',
      'This section holds the rules.',
      'status.salesloft.com reports incidents.',
    ]);
  });

  test("a doc card's emoji is not part of its text", () => {
    const tag = page(`<div class="theme-doc-markdown markdown"><header><h1>Cadences</h1></header>
      <article><a class="card theme-doc-card-container" href="/docs/api/cadences-index/"><h2 class="theme-doc-card-heading cardTitle_x" title="List cadences"><span class="theme-doc-card-icon cardTitleIcon_y">📄️</span><span class="theme-doc-card-title">List cadences</span></h2>
      <p class="theme-doc-card-description">Returns the cadences.</p></a></article></div>`);
    const records = extractRecords({html: tag, url: 'https://d/docs/api/cadences/', route: '/docs/api/cadences/'});
    expect(records.map((r) => r.content)).toEqual(expect.arrayContaining(['List cadences']));
    expect(JSON.stringify(records)).not.toMatch(/\p{Extended_Pictographic}/u);
    // A page of doc cards is an overview: it ranks after the operations it links to.
    expect(new Set(records.map((r) => r.weight.pageRank))).toEqual(new Set([0]));
    const operation = page(`<div class="theme-doc-markdown markdown"><header><h1>List cadences</h1></header><p>Returns the cadences.</p></div>`);
    expect(new Set(extractRecords({html: operation, url: 'https://d/docs/api/cadences-index/', route: '/docs/api/cadences-index/'}).map((r) => r.weight.pageRank))).toEqual(new Set([1]));
  });

  test('routes that are not content are skipped', () => {
    expect(isIndexedRoute('/search/', '/')).toBe(false);
    expect(isIndexedRoute('/__test__/crash/', '/')).toBe(false);
    expect(isIndexedRoute('/docs/platform/intro/', '/')).toBe(true);
    expect(isIndexedRoute('/base/search/', '/base/')).toBe(false);
  });

  test('cleanText', () => {
    expect(cleanText('  The\u200b budget \n\n here ')).toBe('The budget here');
  });

  test('parsing leaves out navigation, scripts and icons, keeps an operation\'s method and path', () => {
    const html = `<html><head><meta name="docusaurus_tag" content="t"><script>var nav = "<nav>";</script></head><body>
      <aside><nav class="menu"><ul><li><a href="/a">Sidebar link</a><img src="x.png"></li></ul></nav></aside>
      <main><svg><title>Icon</title></svg><pre class="openapi__method-endpoint">GET /v2/people</pre><p>Body<br>text</p></main></body></html>`;
    const text = textContent(parseContent(html).children);
    expect(text).not.toContain('Sidebar link');
    expect(text).not.toContain('Icon');
    expect(text).not.toContain('var nav');
    expect(text).toContain('GET /v2/people');
    expect(text).toContain('Bodytext');
  });
});

describe('keywords', () => {
  test("a page's keywords meta goes on its title record only, trimmed and without repeats", () => {
    const metas = '<meta name="docusaurus_locale" content="en"><meta name="keywords" content="throttling, 429 ,,retry-after,throttling">';
    const records = extractRecords({html: page(`<div class="theme-doc-markdown markdown"><header><h1>Rate limits</h1></header><p>Per minute.</p><h2 id="b">Budget</h2><p>600.</p></div>`, metas), url: 'https://dev.example.com/r/', route: '/r/'});
    expect(records.filter((r) => r.keywords).map((r) => [r.type, r.keywords])).toEqual([['lvl1', ['throttling', '429', 'retry-after']]]);
  });

  test("the site-wide keywords, which a page without its own carries, are not the page's", () => {
    const site = 'Salesloft, API, REST';
    const metas = `<meta name="docusaurus_locale" content="en"><meta name="keywords" content="${site}">`;
    const html = page(`<div class="theme-doc-markdown markdown"><header><h1>Intro</h1></header><p>Hello.</p></div>`, metas);
    expect(extractRecords({html, url: 'https://dev.example.com/i/', route: '/i/', siteKeywords: site}).some((r) => 'keywords' in r)).toBe(false);
    expect(extractRecords({html, url: 'https://dev.example.com/i/', route: '/i/'}).find((r) => r.keywords)?.keywords).toEqual(['Salesloft', 'API', 'REST']);
  });

  test("a guide's sidebar sections are searched with its keywords, and its own label when the title does not say it", () => {
    const crumbs = (items: string) =>
      `<nav class="theme-doc-breadcrumbs breadcrumbsContainer_x" aria-label=Breadcrumbs><ul class=breadcrumbs><li class=breadcrumbs__item><a aria-label="Home page" class=breadcrumbs__link href=/><svg viewBox="0 0 24 24"><path d="M10 19"/></svg></a>${items}</ul></nav>`;
    const section = (label: string) => `<li class=breadcrumbs__item><a class=breadcrumbs__link href=/docs/platform/x/><span>${label}</span></a>`;
    const active = (label: string) => `<li class="breadcrumbs__item breadcrumbs__item--active"><span class=breadcrumbs__link>${label}</span>`;
    const metas = '<meta name="docusaurus_locale" content="en"><meta name="keywords" content="step order">';
    const steps = page(`${crumbs(section('Cadence Imports') + active('Steps'))}<div class="theme-doc-markdown markdown"><header><h1>Steps</h1></header><p>Each step.</p></div>`, metas);
    expect(extractRecords({html: steps, url: 'https://dev.example.com/s/', route: '/docs/platform/cadence-imports/steps/'}).find((r) => r.keywords)?.keywords).toEqual(['step order', 'Cadence Imports']);
    // The section opens on this page: its label is the active item.
    const submit = page(`${crumbs(active('Marketplace'))}<div class="theme-doc-markdown markdown"><header><h1>How to submit your app</h1></header><p>Review.</p></div>`, '');
    expect(extractRecords({html: submit, url: 'https://dev.example.com/m/', route: '/docs/platform/marketplace/how-to-submit-your-app/'}).find((r) => r.keywords)?.keywords).toEqual(['Marketplace']);
    // An API page's sidebar groups are not its context.
    const operation = page(`${crumbs(section('People &amp; Accounts') + section('People') + active('Create a person'))}<div class="theme-doc-markdown markdown"><header><h1>Create a person</h1></header><p>Creates.</p></div>`, '');
    expect(extractRecords({html: operation, url: 'https://dev.example.com/docs/api/people-create/', route: '/docs/api/people-create/'}).some((r) => 'keywords' in r)).toBe(false);
    expect(sectionLabels(operation)).toEqual({sections: ['People & Accounts', 'People'], own: 'Create a person'});
    // A section's label is searched on each of its pages, whether the title says it or not.
    expect(sectionsToSearch({sections: ['External Calendars'], own: 'User flow'}, 'User flow for external calendars')).toEqual(['External Calendars']);
    expect(sectionsToSearch({sections: ['Guides'], own: 'API logs'}, 'Using the API Logs page')).toEqual(['Guides']);
  });

  test('a page without keywords has no keywords field on any record', () => {
    const records = extractRecords({html: guide, url: 'https://dev.example.com/r/', route: '/r/'});
    expect(records.some((r) => 'keywords' in r)).toBe(false);
  });
});

describe('page rank', () => {
  test('guides 2, the API reference 1, no-code, Marketplace and overview pages 0', () => {
    expect(pageRankOf('/docs/platform/api-basics/rate-limits/')).toBe(2);
    expect(pageRankOf('/docs/api/people-index/')).toBe(1);
    expect(pageRankOf('/docs/api/1.0/public-api-v-1-people-index/')).toBe(1);
    expect(pageRankOf('/docs/platform/no-code/workato/')).toBe(0);
    expect(pageRankOf('/docs/platform/marketplace/design-checklist/')).toBe(0);
    expect(pageRankOf('/')).toBe(0);
    expect(pageRankOf('/api/')).toBe(0);
    expect(pageRankOf('/docs/api/cadences/', true)).toBe(0);
    expect(pageRankOf('/docs/platform/bulk-jobs/', true)).toBe(0);
  });
});
