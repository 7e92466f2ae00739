/**
 * JSON that is written into an HTML page (a `<script type="application/ld+json">` or any other
 * inline data block). Inside `<script>` the HTML parser does not decode entities and ends the element
 * at the first `</script`, so text from a spec summary, a guide title or a sidebar label such as
 * `</script><script>…` would close the data block and start a script. Escaping `<`, `>` and `&` as
 * JSON unicode escapes (`\u003c` …) makes that impossible while leaving the parsed value unchanged;
 * U+2028 and U+2029 are escaped too, so the text stays valid wherever JavaScript reads it.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;

const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** `JSON.stringify(value)`, safe to place between `<script …>` and `</script>`. */
export function jsonForHtml(value: unknown): string {
  const text = JSON.stringify(value);
  if (text === undefined) throw new TypeError('jsonForHtml: the value has no JSON form');
  return text.replace(UNSAFE, (c) => ESCAPES[c]!);
}
