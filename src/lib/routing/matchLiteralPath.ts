/**
 * A shortcut for react-router 5's `matchPath` when the route's path is plain text, as every
 * Docusaurus page route is. `matchPath` compiles each route path to a regular expression with
 * path-to-regexp the first time it meets it; matching a page URL on load walks the route table, and
 * on an API page compiling those few hundred expressions was 50-60 ms of main-thread work at
 * Lighthouse's 4x CPU slowdown. Plain text needs no expression: this compares strings, with the
 * same results (a patch of react-router, patches/react-router+5.3.4.patch, puts it in front of `matchPath`;
 * the unit tests compare both over every option).
 *
 * Returns `undefined` when the shortcut does not apply (patterns, arrays, text beyond printable
 * ASCII), so the caller falls back to `matchPath` itself.
 */
export interface LiteralMatch {
  path: string;
  url: string;
  isExact: boolean;
  params: Record<string, string>;
}

interface MatchOptions {
  path?: unknown;
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
}

/** Characters that make path-to-regexp 1.x read a path as a pattern: escapes, params, groups, `*`. */
const PATTERN = /[\\:(*]/;
/** Anything outside printable ASCII, where lower-casing could differ from the regular expression's `i` flag. */
const NOT_PRINTABLE_ASCII = /[^ -~]/;

export function matchLiteralPath(pathname: unknown, options: unknown): LiteralMatch | null | undefined {
  if (typeof pathname !== 'string' || options === null || typeof options !== 'object' || Array.isArray(options)) {
    return undefined;
  }
  const {path, exact = false, strict = false, sensitive = false} = options as MatchOptions;
  if (typeof path !== 'string' || path === '' || PATTERN.test(path)) return undefined;
  if (!sensitive && (NOT_PRINTABLE_ASCII.test(path) || NOT_PRINTABLE_ASCII.test(pathname))) return undefined;

  const endsWithSlash = path.endsWith('/');
  // Without `strict`, a trailing slash on the route is optional in the URL.
  const base = !strict && endsWithSlash ? path.slice(0, -1) : path;
  const head = pathname.slice(0, base.length);
  if (sensitive ? head !== base : head.toLowerCase() !== base.toLowerCase()) return null;
  const rest = pathname.slice(base.length);

  let matched: number;
  if (!strict) {
    // ^base(?:\/(?=$))?  then  $  (exact)  or  (?=\/|$)
    if (rest === '' || rest === '/') matched = pathname.length;
    else if (!exact && rest.startsWith('/')) matched = base.length;
    else return null;
  } else if (exact) {
    // ^path$
    if (rest !== '') return null;
    matched = pathname.length;
  } else {
    // ^path  then  (?=\/|$)  unless the path ends with a slash
    if (!endsWithSlash && rest !== '' && !rest.startsWith('/')) return null;
    matched = base.length;
  }
  const url = pathname.slice(0, matched);
  const isExact = pathname === url;
  if (exact && !isExact) return null;
  return {path, url: path === '/' && url === '' ? '/' : url, isExact, params: {}};
}
