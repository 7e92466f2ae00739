// Not a wrapper: the theme's component imports Prism into every page; this copy renders pre-coloured tokens without it.
import React, {forwardRef, useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Line from '@theme/CodeBlock/Line';
import {PlainHighlight} from '@site/src/lib/highlight/plain';
import {leanRenderProps} from '@site/src/lib/highlight/lean';
import {keepsServerMarkup, loadHighlighter, loadedHighlighter} from '@site/src/lib/highlight/runtime';
import {codeExtent} from '@site/src/lib/highlight/extent';
import type {HighlightComponent, HighlightRenderProps} from '@site/src/lib/highlight/types';
// The theme's own stylesheet for this component, so class names and rules stay the theme's.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

/**
 * The theme's code block body, with Prism off the first load (issue 7: first-load JavaScript).
 *
 * - On the server, code is highlighted as usual, so every page's HTML carries highlighted code.
 * - While the browser hydrates that HTML, the block keeps the server's markup as it is: its `<code>`
 *   is rendered with `dangerouslySetInnerHTML`, whose content React leaves untouched when hydrating.
 *   No highlighter is needed to hydrate a page.
 * - Tabs remount their content right after hydration (a theme workaround). So that their code blocks
 *   need no highlighter either, each hydrated block records its server-rendered markup, and a block
 *   mounted later with the same code reuses it. That markup is this page's own server output, which
 *   React escaped when it generated it.
 * - A block first rendered in the browser (after client-side navigation, or code that changes, such
 *   as the API explorer's samples) shows its text at once and is highlighted when the lazily loaded
 *   highlighter arrives (a ~110 KB chunk fetched once).
 * - Either way, tokens carry class names, not inline styles (src/lib/highlight/lean.ts).
 */

/** Highlighted markup of the code blocks the server rendered on this page, by block identity. */
const serverMarkup = new Map<string, string>();

function blockKey(metadata: {code: string; language?: string; lineNumbersStart?: number; lineClassNames: Record<number, string[]>}): string {
  return JSON.stringify([metadata.code, metadata.language, metadata.lineNumbersStart, metadata.lineClassNames]);
}

const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>(function Pre(props, ref) {
  return (
    <pre
      ref={ref}
      // Focusable so keyboard users can scroll long lines (axe: scrollable-region-focusable).
      tabIndex={0}
      {...props}
      className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
    />
  );
});

function useCodeClassName(): string {
  const {metadata} = useCodeBlockContext();
  return clsx(
    styles.codeBlockLines,
    metadata.lineNumbersStart === undefined ? 'code-block-lines--deferred' : styles.codeBlockLinesWithNumbering,
  );
}

function useCodeStyle(): React.CSSProperties | undefined {
  const {metadata} = useCodeBlockContext();
  return metadata.lineNumbersStart === undefined ? undefined : {counterReset: `line-count ${metadata.lineNumbersStart - 1}`};
}

/**
 * The block's size in lines and columns, which `.code-block-lines--deferred` (src/css/custom.css)
 * uses as the size of a block the browser has not rendered yet because it is far from the viewport.
 * Set on the `<pre>` and inherited: the theme takes any style attribute on the `<code>` to mean that
 * word wrap is on. (Numbered blocks are a table with a number column and are always rendered.)
 */
function useExtentStyle(): React.CSSProperties {
  const {metadata} = useCodeBlockContext();
  if (metadata.lineNumbersStart !== undefined) return {};
  const {lines, columns} = codeExtent(metadata.code);
  return {'--code-lines': lines, '--code-columns': columns} as React.CSSProperties;
}

/** The highlighter to render with now: the real one once loaded (always on the server). */
function useHighlighter(): HighlightComponent | null {
  const [highlighter, setHighlighter] = useState<HighlightComponent | null>(() => loadedHighlighter());
  useEffect(() => {
    if (highlighter) return undefined;
    let live = true;
    loadHighlighter()
      .then((loaded) => {
        if (live) setHighlighter(() => loaded);
      })
      // Highlighting is an enhancement: if the chunk cannot load, the code stays readable as plain text.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [highlighter]);
  return highlighter;
}

/**
 * A block whose markup the server wrote: same elements and classes, content left as it is when
 * hydrating (`html` empty), or set from the recorded server markup when remounted.
 */
function ServerRenderedBlock({className, html}: {className?: string; html: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const codeClassName = useCodeClassName();
  const codeStyle = useCodeStyle();
  const extentStyle = useExtentStyle();
  const codeRef = useRef<HTMLElement>(null);
  // Stable per instance: React never rewrites the hydrated content.
  const [innerHtml] = useState(html);
  const key = blockKey(metadata);
  // Runs before the effect that ends hydration, so the record exists before Tabs remount.
  useEffect(() => {
    if (codeRef.current && codeRef.current.innerHTML !== '') serverMarkup.set(key, codeRef.current.innerHTML);
  }, [key]);
  return (
    <Pre
      ref={wordWrap.codeBlockRef as React.Ref<HTMLPreElement>}
      className={clsx(className, 'prism-code', `language-${metadata.language}`)}
      style={{color: prismTheme.plain.color, backgroundColor: prismTheme.plain.backgroundColor, ...extentStyle}}>
      {/* While hydrating, React neither compares nor replaces inner HTML. */}
      <code ref={codeRef} className={codeClassName} style={codeStyle} dangerouslySetInnerHTML={{__html: innerHtml}} suppressHydrationWarning />
    </Pre>
  );
}

function RenderedBlock({className}: {className?: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const codeClassName = useCodeClassName();
  const codeStyle = useCodeStyle();
  const extentStyle = useExtentStyle();
  const Highlighter = useHighlighter() ?? PlainHighlight;
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  return (
    <Highlighter theme={prismTheme} code={code} language={language}>
      {(props: HighlightRenderProps) => {
        const {className: prismClassName, style, tokens: lines, getLineProps, getTokenProps} = leanRenderProps(props, prismTheme);
        return (
          <Pre ref={wordWrap.codeBlockRef as React.Ref<HTMLPreElement>} className={clsx(className, prismClassName)} style={{...style, ...extentStyle}}>
            <code className={codeClassName} style={codeStyle}>
              {lines.map((line, i) => (
                <Line
                  // Lines have no identity beyond their position.
                  key={i}
                  line={line as never}
                  getLineProps={getLineProps as never}
                  getTokenProps={getTokenProps as never}
                  classNames={lineClassNames[i]}
                  showLineNumbers={lineNumbersStart !== undefined}
                />
              ))}
            </code>
          </Pre>
        );
      }}
    </Highlighter>
  );
}

export default function CodeBlockContent({className}: {className?: string}): ReactNode {
  const {metadata} = useCodeBlockContext();
  const isBrowser = useIsBrowser();
  // `useIsBrowser` is false during hydration (and on the server), true for blocks mounted later.
  // The code a block was hydrated with stays frozen; if the code changes, it renders normally.
  const [initial] = useState(() => {
    if (!keepsServerMarkup) return null;
    if (!isBrowser) return {code: metadata.code, html: ''};
    const recorded = serverMarkup.get(blockKey(metadata));
    return recorded === undefined ? null : {code: metadata.code, html: recorded};
  });
  if (initial !== null && initial.code === metadata.code) {
    return <ServerRenderedBlock className={className} html={initial.html} />;
  }
  return <RenderedBlock className={className} />;
}
