/**
 * Browser bundle only: two Docusaurus modules sort with `localeCompare` while a page hydrates.
 * The first `localeCompare` of a page builds an ICU collator, 15 ms of main-thread work on this
 * machine (60 ms at Lighthouse's 4x CPU slowdown), for orders that need no locale:
 * - docsClientUtils.js orders the docs plugins' base paths on every `useActivePlugin` call so a
 *   path is tried before its prefixes ('/docs/api' before '/docs'); comparing code units,
 *   descending, keeps every path ahead of its prefixes;
 * - reactUtils.js (`useShallowMemoObject`) sorts object keys only to make its memo dependencies
 *   order-insensitive; any fixed order does that.
 */
const replacements = [
  {
    file: /[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsClientUtils\.js$/,
    from: 'b[1].path.localeCompare(a[1].path)',
    to: '(a[1].path < b[1].path ? 1 : a[1].path > b[1].path ? -1 : 0)',
  },
  {
    file: /[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
    from: 'a[0].localeCompare(b[0])',
    to: '(a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)',
  },
];

/** The rule in ./index.ts sends only the files above here. */
module.exports = function noCollator(source) {
  const replacement = replacements.find((r) => r.file.test(this.resourcePath));
  if (!replacement || !source.includes(replacement.from)) {
    this.emitError(new Error(`client-weight: ${this.resourcePath} changed shape; review plugins/client-weight/no-collator-loader.js`));
    return source;
  }
  return source.replace(replacement.from, replacement.to);
};

module.exports.replacements = replacements;
