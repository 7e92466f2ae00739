/**
 * The part of the check library (./check.ts re-exports it) that the bundler loaders of this folder
 * use on the files Docusaurus generates. Plain CommonJS because Rspack loads loaders with Node's
 * `require`, without the TypeScript support Docusaurus gives to plugins.
 *
 * A rewrite of generated text must meet every occurrence of the shape it knows, or stop: a loader
 * that rewrote only what its pattern matched would leave the rest as it was, silently, when
 * Docusaurus changed how it writes the file (issue 30). Throwing from a loader fails the module, and
 * with it the build, with this message.
 */

/** What a failed check throws: its message names the intervention, its target and what differs. */
class ShapeError extends Error {
  /**
   * @param {string} intervention the intervention's name, as decision 0011 lists it (e.g. `route-data`)
   * @param {string} target the file it rewrites (e.g. `.docusaurus/routes.js`)
   * @param {string} problem what is not as expected
   */
  constructor(intervention, target, problem) {
    super(`${intervention}: ${target} is not in the shape it rewrites: ${problem}; review plugins/upstream (docs/decisions/0011)`);
    this.name = 'ShapeError';
    this.intervention = intervention;
    this.target = target;
  }
}

/**
 * Occurrences of a literal `needle` in `text`.
 * @param {string} text
 * @param {string} needle
 */
const occurrences = (text, needle) => (needle === '' ? 0 : text.split(needle).length - 1);

/**
 * `source` with every match of `pattern` (a global regular expression) replaced by `replace`;
 * throws ShapeError unless it matched exactly `expected` times, at least once. `expected` is counted
 * from a marker that every instance of the shape carries (e.g. `require.resolveWeak(` once per
 * registry entry), so an instance written differently is found missing.
 * @param {{intervention: string, target: string, what: string, source: string, pattern: RegExp, replace: (match: string, ...groups: string[]) => string, marker: string}} rewrite
 * @returns {{source: string, count: number}}
 */
function rewriteEvery({intervention, target, what, source, pattern, replace, marker}) {
  if (!pattern.global) throw new TypeError(`${intervention}: the pattern for ${what} must be global`);
  let count = 0;
  const out = source.replace(pattern, (...args) => {
    count += 1;
    return replace(...args);
  });
  const expected = occurrences(source, marker);
  if (count === 0 || count !== expected) {
    throw new ShapeError(intervention, target, `${count} of ${expected} ${what} (counted by ${JSON.stringify(marker)}) have the shape it knows`);
  }
  return {source: out, count};
}

/**
 * Throws ShapeError with `problem` unless `condition` holds.
 * @param {string} intervention
 * @param {string} target
 * @param {unknown} condition
 * @param {string} problem
 * @returns {asserts condition}
 */
function expectShape(intervention, target, condition, problem) {
  if (!condition) throw new ShapeError(intervention, target, problem);
}

module.exports = {ShapeError, rewriteEvery, expectShape, occurrences};
