import type {PrismTheme} from 'prism-react-renderer';

/**
 * A light code theme whose every token colour reaches WCAG AA (4.5:1) on its background, so code
 * samples pass the same accessibility checks as the prose. Colours follow GitHub's Primer light scale.
 * Code blocks apply it through classes: after changing it, regenerate src/css/code-theme.css with
 * `codeThemeCss` (src/lib/highlight/lean.ts); a unit test fails until the two agree.
 */
export const codeTheme: PrismTheme = {
  plain: {color: '#1f2328', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['punctuation'], style: {color: '#1f2328'}},
    {types: ['namespace'], style: {opacity: 0.85}},
    {types: ['property', 'tag', 'constant', 'symbol', 'deleted', 'boolean', 'number'], style: {color: '#0550ae'}},
    {types: ['selector', 'attr-name', 'string', 'char', 'builtin', 'inserted', 'url'], style: {color: '#0a3069'}},
    {types: ['operator', 'entity', 'variable'], style: {color: '#953800'}},
    {types: ['atrule', 'attr-value', 'keyword', 'important', 'regex'], style: {color: '#cf222e'}},
    {types: ['function', 'function-variable', 'class-name'], style: {color: '#8250df'}},
    {types: ['parameter', 'plain'], style: {color: '#1f2328'}},
    {types: ['bold'], style: {fontWeight: 'bold'}},
    {types: ['italic'], style: {fontStyle: 'italic'}},
  ],
};

/**
 * Prism grammars beyond those prism-react-renderer bundles (SPEC 9's code-sample languages). The
 * server registers them through the theme's client module; the browser loads them lazily with the
 * highlighter (src/lib/highlight/prism.ts imports exactly these; a unit test keeps the two in step).
 */
export const prismAdditionalLanguages = ['ruby', 'csharp', 'php', 'java', 'powershell', 'json', 'bash', 'dart', 'objectivec', 'r'];
