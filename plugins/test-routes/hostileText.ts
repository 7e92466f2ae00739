/** Text that ends a `<script>` element and starts one, if anything writes it into HTML unescaped. */
export const HOSTILE_TEXT = '</script><script>window.__pwned=1</script>';
