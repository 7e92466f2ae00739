/**
 * Browser bundle only: `@docusaurus/core/lib/client/browserContext.js` flips `useIsBrowser()` from
 * false to true in an effect right after hydration. That update is urgent, so everything reading
 * it (code blocks, `BrowserOnly`, the API page's tabs and schemas, the `data-has-hydrated`
 * attribute) re-renders in one task: 100-130 ms at Lighthouse's 4x CPU slowdown on an API page.
 * As a transition the same re-render runs in slices the browser can interrupt (issue 7).
 */
const flip = 'setIsBrowser(true);';

module.exports = function browserContext(source) {
  if (!source.includes(flip) || !source.includes('import React')) {
    this.emitError(new Error('client-weight: browserContext.js changed shape; review plugins/client-weight/browser-context-loader.js'));
    return source;
  }
  return source.replace(flip, 'React.startTransition(() => setIsBrowser(true));');
};
