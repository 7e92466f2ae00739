/**
 * The HTML shell of every page (Docusaurus' `ssrTemplate`), changed from the default in one place:
 * how the page's scripts start (decision 0008).
 *
 * Docusaurus writes `<script defer>` for each script. A deferred script may run before the browser
 * has painted anything, and when the scripts arrive quickly they do: the server-rendered page then
 * waits for `main` and the route's chunks to evaluate and hydrate before its first paint. Here each
 * script is a low-priority preload instead (it downloads at once, beside the stylesheet, as a
 * deferred script would), and a small inline script appends the `<script>` elements, in order, once
 * the browser reports the first contentful paint (see `bootScript`). The page is painted from its
 * HTML and CSS first, then hydrated.
 *
 * The boot script never changes from page to page, so the Content-Security-Policy allows it by one
 * hash (plugins/security-headers collects it from the built pages like any inline script).
 */
import {createHash} from 'node:crypto';

/**
 * Docusaurus' default template, which `ssgTemplate` is a copy of: the `default` export of this
 * file, by SHA-256. ./ssgTemplate.test.ts fails when the installed Docusaurus' template differs.
 */
export const UPSTREAM_TEMPLATE = {
  package: '@docusaurus/core',
  version: '3.10.2',
  file: 'lib/ssg/ssgTemplate.html.js',
  sha256: 'ae8832e42eb13a74d816d54e68e23700e7997abc451395ffc045538c2f59bfad',
};

/** Throws, telling the maintainer what to do, unless `upstreamText` is the template this copy was made from. */
export function checkUpstreamTemplate(upstreamText: string, installedVersion: string): void {
  const sha256 = createHash('sha256').update(upstreamText).digest('hex');
  if (sha256 !== UPSTREAM_TEMPLATE.sha256) {
    const {package: pkg, version, file} = UPSTREAM_TEMPLATE;
    throw new Error(
      `config/ssgTemplate.ts: the default SSG template of ${pkg}@${installedVersion} (${file}) differs from the ${pkg}@${version} template this copy was made from ` +
        `(sha256 ${sha256}, expected ${UPSTREAM_TEMPLATE.sha256}). Re-read ssgTemplate against the new upstream template, carry over what changed, ` +
        `then update UPSTREAM_TEMPLATE (version and sha256).`,
    );
  }
}

/** Marks each preload that is one of the page's scripts (and nothing else). */
export const BOOT_ATTRIBUTE = 'data-boot';

/** The User Timing mark set when the scripts are appended (e2e tests compare it with first paint). */
export const BOOT_MARK = 'docs:boot';

/** Scripts start after this long even if the page has not painted content yet. */
export const BOOT_TIMEOUT_MS = 3000;

/**
 * Appends the page's scripts once the page has painted: on the browser's first-contentful-paint
 * entry, which is reported after the frame is on screen. (A frame callback is not enough: Chromium
 * may run it for a first frame it holds back, so the scripts would still run before anything shows.)
 * Without paint timing, the task after the next frame; in a hidden tab, where nothing paints, at
 * once. The timeout is a floor for a page that never paints content. `async = false` keeps execution
 * in document order, as `defer` did.
 */
export const bootScript = [
  '(function(){',
  `var d=document,l=d.querySelectorAll('link[${BOOT_ATTRIBUTE}]'),started=false,p=window.performance,O=window.PerformanceObserver;`,
  'function boot(){',
  'if(started)return;started=true;',
  `if(p&&p.mark)p.mark('${BOOT_MARK}');`,
  'for(var i=0;i<l.length;i++){var s=d.createElement("script");s.src=l[i].getAttribute("href");s.async=false;d.body.appendChild(s);}',
  '}',
  'function painted(){return p&&p.getEntriesByName&&p.getEntriesByName("first-contentful-paint").length>0;}',
  'if(d.visibilityState==="hidden"||painted()){boot();return;}',
  'if(O&&O.supportedEntryTypes&&O.supportedEntryTypes.indexOf("paint")>-1){',
  'var o=new O(function(){if(painted()){o.disconnect();boot();}});o.observe({type:"paint",buffered:true});',
  `setTimeout(boot,${BOOT_TIMEOUT_MS});`,
  '}else if(typeof requestAnimationFrame==="function"){requestAnimationFrame(function(){setTimeout(boot,0);});}',
  'else{boot();}',
  '})();',
].join('');

/** Eta template, with the same data (`it.*`) as Docusaurus' default SSG template. */
export const ssgTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" ${BOOT_ATTRIBUTE} href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${bootScript}</script>
  </body>
</html>`;
