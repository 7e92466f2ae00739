/**
 * Kept on measurement (docs/decisions/0010-json-compressor.md; production builds with and without,
 * first-load JavaScript, bytes): without it, raw first-load JavaScript grows by 16,282 (home, API
 * logs, search), 19,949 (guide) and 29,244 (API operation), which breaks the raw budgets of
 * e2e/budgets.spec.ts (guide 514,988 > 500,000; API operation 673,569 > 650,000). Transferred, it
 * is a wash: brotli at quality 11 is 776-977 smaller with it, brotli at quality 5 (scripts/serve)
 * 48-239 larger, gzip at level 6 449-581 larger, at level 9 623-755 larger. Measured on
 * Docusaurus 3.10; rerun the comparison before changing or removing it.
 */
/**
 * A lossless, structural encoding of the route data Docusaurus generates (route chunk names, the
 * docs plugin's global data, docs version metadata). Those files repeat the same keys and values on
 * every entry (`{"id":…,"path":"/docs/api/…","sidebar":"api-v2.0"}` once per page), and every page's
 * first load carries them. Encoded, they are emitted as a JavaScript module that rebuilds the
 * identical value when it is evaluated (./decode-json.js).
 *
 * Encoding, applied recursively:
 * - an array of at least MIN_ROWS plain objects, or an object whose values are at least MIN_ROWS
 *   plain objects, becomes a table: the union of keys, then one column per key;
 * - a column of strings is front-coded when it saves bytes (each value stored as the length of the
 *   prefix it shares with the previous value plus the rest), or dictionary-coded when few distinct
 *   values repeat; missing keys are recorded per column.
 * Arrays that would be mistaken for an encoded form are escaped, so any JSON value round-trips.
 */

const MIN_ROWS = 4;
/** Markers: the first element of an encoded array says what it is. */
const TABLE_ARRAY = 't';
const TABLE_OBJECT = 'o';
const LITERAL = 'l';
const COL_PLAIN = 0;
const COL_FRONT = 1;
const COL_DICT = 2;

const isPlainObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

function commonPrefix(a, b) {
  const max = Math.min(a.length, b.length);
  let i = 0;
  while (i < max && a.charCodeAt(i) === b.charCodeAt(i)) i += 1;
  return i;
}

const size = (value) => JSON.stringify(value).length;

function encodeColumn(values, present) {
  const plain = [COL_PLAIN, values.map((v, i) => (present[i] ? encodeValue(v) : 0))];
  const candidates = [plain];
  const strings = values.filter((v, i) => present[i]);
  if (strings.length > 0 && strings.every((v) => typeof v === 'string')) {
    let previous = '';
    const front = values.map((v, i) => {
      if (!present[i]) return 0;
      const shared = commonPrefix(previous, v);
      previous = v;
      return shared === 0 ? v : [shared, v.slice(shared)];
    });
    candidates.push([COL_FRONT, front]);
  }
  const distinct = [...new Set(strings.map((v) => JSON.stringify(v)))];
  if (distinct.length <= 64 && distinct.length * 2 < strings.length) {
    const dict = distinct.map((s) => encodeValue(JSON.parse(s)));
    const index = new Map(distinct.map((s, i) => [s, i]));
    candidates.push([COL_DICT, dict, values.map((v, i) => (present[i] ? index.get(JSON.stringify(v)) : 0))]);
  }
  return candidates.reduce((best, c) => (size(c) < size(best) ? c : best));
}

/**
 * The table's key order: one that every row's own key order agrees with (so rebuilt objects list
 * their keys as the originals did), found by ordering keys after the keys that precede them in some
 * row; ties keep first appearance. When rows disagree (a sidebar's links list `href` before `label`,
 * its categories after), keys keep first appearance and rebuilt rows list keys in that order: the
 * same values, and nothing reading this data depends on key order.
 */
function tableKeys(rows) {
  const firstSeen = new Map();
  const before = new Map();
  for (const row of rows) {
    const own = Object.keys(row);
    own.forEach((key, i) => {
      if (!firstSeen.has(key)) {
        firstSeen.set(key, firstSeen.size);
        before.set(key, new Set());
      }
      if (i > 0) before.get(key).add(own[i - 1]);
    });
  }
  const keys = [];
  const placed = new Set();
  const all = [...firstSeen.keys()];
  while (keys.length < all.length) {
    const next = all.find((key) => !placed.has(key) && [...before.get(key)].every((k) => placed.has(k)));
    if (next === undefined) return all;
    keys.push(next);
    placed.add(next);
  }
  return keys;
}

function encodeTable(rows) {
  const keys = tableKeys(rows);
  const columns = keys.map((key) => {
    const present = rows.map((row) => Object.prototype.hasOwnProperty.call(row, key));
    const values = rows.map((row) => row[key]);
    const allPresent = present.every(Boolean);
    const column = encodeColumn(values, present);
    // Missing keys: a list of the row numbers that have the key, when not every row does.
    return allPresent ? column : [...column, present.flatMap((p, i) => (p ? [i] : []))];
  });
  return {keys, columns};
}

function encodeValue(value) {
  if (Array.isArray(value)) {
    if (value.length >= MIN_ROWS && value.every(isPlainObject)) {
      const {keys, columns} = encodeTable(value);
      const encoded = [TABLE_ARRAY, value.length, keys, columns];
      if (size(encoded) < size(value)) return encoded;
    }
    const items = value.map(encodeValue);
    return typeof value[0] === 'string' && [TABLE_ARRAY, TABLE_OBJECT, LITERAL].includes(value[0]) ? [LITERAL, ...items] : items;
  }
  if (isPlainObject(value)) {
    const names = Object.keys(value);
    const rows = names.map((k) => value[k]);
    if (rows.length >= MIN_ROWS && rows.every(isPlainObject)) {
      const {keys, columns} = encodeTable(rows);
      const encoded = [TABLE_OBJECT, encodeColumn(names, names.map(() => true)), keys, columns];
      if (size(encoded) < size(value)) return encoded;
    }
    const out = {};
    for (const name of names) out[name] = encodeValue(value[name]);
    return out;
  }
  return value;
}

/**
 * The JavaScript module that replaces a JSON module in the browser bundle. Modules that could not
 * be made smaller are returned as the original JSON value, unencoded.
 */
function compactJsonModule(json, decoderPath) {
  const value = JSON.parse(json);
  const encoded = encodeValue(value);
  const literal = JSON.stringify(encoded);
  const plain = JSON.stringify(value);
  if (literal.length >= plain.length) return `export default ${jsonExpression(plain)};\n`;
  return `import decode from ${JSON.stringify(decoderPath)};\nexport default decode(${jsonExpression(literal)});\n`;
}

/** From this length on, data is emitted as `JSON.parse('…')` (V8's advice: 10 kB and more). */
const JSON_PARSE_FROM = 10_000;

/**
 * A JavaScript expression for the JSON text `json`: from JSON_PARSE_FROM characters on,
 * `JSON.parse('<json>')`, the form webpack and Rspack give JSON modules, because V8 parses a JSON
 * string faster than the same data written as a JavaScript literal (which goes through the full
 * JavaScript parser); shorter, the literal itself. In the quoted string only the backslash, the
 * single quote and the two line terminators JSON leaves raw need escaping.
 */
function jsonExpression(json) {
  if (json.length < JSON_PARSE_FROM) return json;
  const quoted = json.replace(/[\\'\u2028\u2029]/g, (c) => (c === '\\' ? '\\\\' : c === "'" ? "\\'" : c === '\u2028' ? '\\u2028' : '\\u2029'));
  return `JSON.parse('${quoted}')`;
}

module.exports = {encodeValue, compactJsonModule, jsonExpression, JSON_PARSE_FROM};
