/**
 * The policy for text in the specs (CONTRIBUTING.md "Security headers" › "Spec and guide text"): every
 * `description` is CommonMark without raw HTML. The API pages are MDX, where a raw HTML tag becomes
 * an element (`<img src=x>`) or, unclosed, breaks the page's compilation, so a description that holds
 * one fails the assembly of the spec, naming the file and line. To show such text literally, write it
 * in a code span (`` `<user_guid>` ``) or escape the bracket (`\<img>`): both mean the same in
 * CommonMark, in MDX and in the reference's own Markdown renderer. Summaries, titles and names are
 * plain text and are always shown as written.
 */

/**
 * Where CommonMark sees raw HTML: an opening or closing tag (`<name` followed by a space, `/`, `>`
 * or the end), a comment, a processing instruction, a declaration or a CDATA section.
 */
const RAW_HTML = /<(?:\/?[A-Za-z][A-Za-z0-9-]*(?=[\s/>]|$)|!--|\?|![A-Za-z]|!\[CDATA\[)/g;

/** Keys whose values are data (examples, defaults, enumerations), not text a reader sees as Markdown. */
const DATA_KEYS = new Set(['example', 'default', 'enum', 'const']);

/** The text with fenced code blocks, code spans and backslash escapes blanked out (same length). */
export function withoutCode(text) {
  const blank = (s) => s.replace(/[^\n]/g, ' ');
  let out = '';
  let fence = null;
  for (const line of text.split(/(?<=\n)/)) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      out += blank(line);
      if (marker && marker[1][0] === fence[0] && marker[1].length >= fence.length && /^ {0,3}[`~]+\s*$/.test(line)) fence = null;
    } else if (marker) {
      fence = marker[1];
      out += blank(line);
    } else {
      out += line;
    }
  }
  return out.replace(/\\[\s\S]/g, '  ').replace(/(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g, blank);
}

/** Each raw HTML construct in a Markdown text: its offset in the text and a short excerpt. */
export function rawHtmlIn(text) {
  const found = [];
  for (const match of withoutCode(text).matchAll(RAW_HTML)) {
    const end = text.indexOf('>', match.index);
    const excerpt = text.slice(match.index, end === -1 || end - match.index > 40 ? match.index + Math.min(40, text.length - match.index) : end + 1);
    found.push({offset: match.index, excerpt: excerpt.split('\n')[0]});
  }
  return found;
}

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Walks a source document and yields every `description` string with its key path. */
export function* descriptions(value, keyPath = []) {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* descriptions(item, [...keyPath, i]);
    return;
  }
  if (!isObject(value)) return;
  for (const [key, item] of Object.entries(value)) {
    if (DATA_KEYS.has(key) || key.startsWith('x-')) continue;
    // An Example object's `value` is data too (its `description` is text).
    if (key === 'value' && keyPath[keyPath.length - 2] === 'examples') continue;
    if (key === 'description' && typeof item === 'string') yield {text: item, keyPath: [...keyPath, key]};
    else yield* descriptions(item, [...keyPath, key]);
  }
}

/**
 * The policy's problems in one source document (`{value, where, whereIn}` from bundle-lib's
 * loadYaml), as `file:line:col: message (pointer)` lines. `whereIn(keyPath, offset)` is the source
 * position of a character of the string at `keyPath`.
 */
export function specTextProblems({value, whereIn}, pointerOf) {
  const problems = [];
  for (const {text, keyPath} of descriptions(value)) {
    for (const {offset, excerpt} of rawHtmlIn(text)) {
      problems.push(
        `${whereIn(keyPath, text, offset)}: raw HTML ${JSON.stringify(excerpt)} in a description: spec text is CommonMark without HTML. ` +
          `Put it in a code span (\`...\`) or write the "<" as "\\<" to show it as text (${pointerOf(keyPath)})`,
      );
    }
  }
  return problems;
}
