/**
 * The `_headers` file format of Netlify and Cloudflare Pages, as far as this site uses it: a rule is
 * a path pattern on a line of its own followed by indented `Name: value` lines; `#` starts a
 * comment. A pattern is a literal path or contains `*`, which matches any run of characters
 * (slashes included). Every rule that matches a request applies; a header named by more than one
 * matching rule gets the values joined with `, `, which is what both hosts do.
 *
 * Placeholders (`:name`), absolute-URL patterns and header removal (`! Name`) are features of those
 * hosts this site's generator never writes; they are rejected, not half-supported.
 */

/**
 * @typedef {{path: string, headers: [string, string][], line: number}} Rule
 */

export class HeadersSyntaxError extends Error {
  /** @param {string} message @param {number} line */
  constructor(message, line) {
    super(`_headers line ${line}: ${message}`);
    this.name = 'HeadersSyntaxError';
    this.line = line;
  }
}

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * Parses the text of a `_headers` file into its rules, in file order.
 * @param {string} text
 * @returns {Rule[]}
 */
export function parseHeaders(text) {
  /** @type {Rule[]} */
  const rules = [];
  /** @type {Rule | null} */
  let current = null;
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i += 1) {
    const number = i + 1;
    const raw = lines[i];
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const indented = /^\s/.test(raw);
    if (!indented) {
      if (!trimmed.startsWith('/')) throw new HeadersSyntaxError(`expected a path beginning with "/", found "${trimmed}"`, number);
      if (/\s/.test(trimmed)) throw new HeadersSyntaxError(`a path cannot contain spaces: "${trimmed}"`, number);
      if (/(^|\/):[A-Za-z]/.test(trimmed)) throw new HeadersSyntaxError(`placeholders such as ":name" are not supported: "${trimmed}"`, number);
      current = {path: trimmed, headers: [], line: number};
      rules.push(current);
      continue;
    }
    if (!current) throw new HeadersSyntaxError('a header must follow a path', number);
    if (trimmed.startsWith('!')) throw new HeadersSyntaxError(`removing headers ("${trimmed}") is not supported`, number);
    const colon = trimmed.indexOf(':');
    if (colon <= 0) throw new HeadersSyntaxError(`expected "Name: value", found "${trimmed}"`, number);
    const name = trimmed.slice(0, colon).trim();
    const value = trimmed.slice(colon + 1).trim();
    if (!HEADER_NAME.test(name)) throw new HeadersSyntaxError(`invalid header name "${name}"`, number);
    current.headers.push([name, value]);
  }
  return rules;
}

const patternCache = new Map();

/**
 * True when a request path matches a rule's pattern.
 * @param {string} pattern
 * @param {string} pathname
 */
export function matchesPath(pattern, pathname) {
  if (!pattern.includes('*')) return pattern === pathname;
  let re = patternCache.get(pattern);
  if (!re) {
    const source = pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    re = new RegExp(`^${source}$`);
    patternCache.set(pattern, re);
  }
  return re.test(pathname);
}

/**
 * The headers every matching rule gives a request path: names as first written, values of a name
 * named twice joined with `, `.
 * @param {Rule[]} rules
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersFor(rules, pathname) {
  /** @type {Map<string, {name: string, values: string[]}>} */
  const merged = new Map();
  for (const rule of rules) {
    if (!matchesPath(rule.path, pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const entry = merged.get(key) ?? {name, values: []};
      entry.values.push(value);
      merged.set(key, entry);
    }
  }
  return Object.fromEntries([...merged.values()].map(({name, values}) => [name, values.join(', ')]));
}
