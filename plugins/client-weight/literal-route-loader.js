/* eslint-disable @typescript-eslint/no-require-imports -- Rspack loads loaders as CommonJS modules. */
/**
 * Browser bundle only: react-router 5's `matchPath` tries plain-text route paths by string
 * comparison before compiling them to regular expressions (src/lib/routing/matchLiteralPath.ts has
 * the reasons and the equivalence). Every other path, and every other call, goes on to the original.
 */
const path = require('node:path');

const helper = path.resolve(__dirname, '../../src/lib/routing/matchLiteralPath.ts');
const signature = 'function matchPath(pathname, options) {';

/** The rule in ./index.ts sends only react-router's ES module build here. */
module.exports = function literalRoutes(source) {
  if (source.split(signature).length !== 2) {
    this.emitError(new Error(`client-weight: ${this.resourcePath} changed shape; review plugins/client-weight/literal-route-loader.js`));
    return source;
  }
  return (
    `import {matchLiteralPath as matchLiteralPath$} from ${JSON.stringify(helper)};\n` +
    source.replace(
      signature,
      `${signature}\n  var literal$ = matchLiteralPath$(pathname, options);\n  if (literal$ !== undefined) return literal$;`,
    )
  );
};

module.exports.signature = signature;
