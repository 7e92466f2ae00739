/**
 * The syntax highlighter and this site's extra grammars, as one lazily loaded chunk: the browser
 * fetches it the first time a code block renders on the client (server-rendered blocks arrive already
 * highlighted and are not re-rendered). Keep the imports below in step with
 * `prismAdditionalLanguages` in config/prism.ts (a unit test compares them).
 */
import {Highlight, Prism} from 'prism-react-renderer';

// Prism's grammar files extend a global `Prism`; point it at prism-react-renderer's instance while
// they evaluate, then restore whatever was there. Imports are hoisted, so the grammars are required
// here in order, inside the window where the global is set.
const previous = (globalThis as {Prism?: unknown}).Prism;
(globalThis as {Prism?: unknown}).Prism = Prism;
/* eslint-disable @typescript-eslint/no-require-imports */
require('prismjs/components/prism-ruby');
require('prismjs/components/prism-csharp');
require('prismjs/components/prism-markup-templating');
require('prismjs/components/prism-php');
require('prismjs/components/prism-java');
require('prismjs/components/prism-powershell');
require('prismjs/components/prism-json');
require('prismjs/components/prism-bash');
require('prismjs/components/prism-dart');
require('prismjs/components/prism-objectivec');
require('prismjs/components/prism-r');
/* eslint-enable @typescript-eslint/no-require-imports */
if (previous === undefined) delete (globalThis as {Prism?: unknown}).Prism;
else (globalThis as {Prism?: unknown}).Prism = previous;

export {Highlight};
