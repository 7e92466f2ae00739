// Stands in, in the browser bundle only, for the theme's client module that loads Prism and its
// grammars on every page. The browser highlighter loads them lazily (src/lib/highlight/runtime.ts).
export default {};
