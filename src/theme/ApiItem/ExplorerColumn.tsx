import React, {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CodeBlock from '@theme/CodeBlock';
import type {ExplorerStore, PendingChoices} from './explorerContext';
import {REQUEST_SAMPLE_ID} from './JumpLinks';
import {ResponseSlotContext} from './responseSlot';
import type {ExplorerOptions} from './LoadedExplorer';
import type {Operation} from './explorerState';
import {displayUrl, methodColor, type ApiPreview} from './method';
import styles from './styles.module.css';

/**
 * idle → loading (code and operation fetched) → settling (explorer rendered, still hidden) →
 * ready (explorer shown in place of the panel); failed returns to a retryable panel.
 */
type Phase = 'idle' | 'loading' | 'settling' | 'ready' | 'failed';

interface Loaded {
  Explorer: ComponentType<{operation: Operation; infoPath?: string}>;
  operation: Operation;
}

interface Props {
  preview: ApiPreview;
  /** Ready-made curl command for the operation (generate.mjs). */
  curl: string;
  infoPath?: string;
  /** Choices the reader made on the page (schema branches, media types), for the new store. */
  pending: PendingChoices;
  onStore: (store: ExplorerStore) => void;
  /** Shown below the request, in a part of the column of its own (the response example) until the explorer's Response panel takes that place. */
  children?: ReactNode;
}

/** Keys that scroll the page: with wheel, touch and pointer, how a reader scrolls on purpose. */
const SCROLL_KEYS = new Set(['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', 'Home', 'End', ' ', 'Spacebar']);

async function fetchOperation(url: string): Promise<Operation> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as Operation;
}

/**
 * Loads the explorer once the panel has scrolled into view because the reader scrolled. Being
 * visible when the page loads (the sticky desktop column always is) is not enough: the first
 * observation only records where the panel started, and a change to visible counts only after the
 * reader has scrolled with the wheel, a finger, the keyboard or the scrollbar.
 */
function useScrolledIntoView(ref: React.RefObject<HTMLElement | null>, enabled: boolean, onEnter: () => void): void {
  useEffect(() => {
    const el = ref.current;
    if (!enabled || !el || typeof IntersectionObserver === 'undefined') return undefined;
    let readerScrolled = false;
    let wasVisible: boolean | null = null;
    const onInput = (event: Event) => {
      if (event.type !== 'keydown' || SCROLL_KEYS.has((event as KeyboardEvent).key)) readerScrolled = true;
    };
    const events = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;
    for (const type of events) window.addEventListener(type, onInput, {passive: true, capture: true});
    const observer = new IntersectionObserver(([entry]) => {
      const visible = entry?.isIntersecting ?? false;
      if (wasVisible === false && visible && readerScrolled) onEnter();
      wasVisible = visible;
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      for (const type of events) window.removeEventListener(type, onInput, {capture: true});
    };
  }, [ref, enabled, onEnter]);
}

/** How long the hidden explorer's size must hold still before it is shown. */
const SETTLE_MS = 150;
/** Shown at the latest after this, settled or not. */
const SETTLE_LIMIT_MS = 2000;

/**
 * Calls `onSettled` once the element's size has stopped changing. The explorer fills in parts of
 * itself after its first render (the code samples are generated asynchronously), which would move
 * its lower parts in view; rendered hidden until then, it appears in its final layout.
 */
function useSettled(ref: React.RefObject<HTMLElement | null>, active: boolean, onSettled: () => void): void {
  useEffect(() => {
    const el = ref.current;
    if (!active || !el) return undefined;
    let quiet = window.setTimeout(onSettled, SETTLE_MS);
    const limit = window.setTimeout(onSettled, SETTLE_LIMIT_MS);
    const observer = new ResizeObserver(() => {
      window.clearTimeout(quiet);
      quiet = window.setTimeout(onSettled, SETTLE_MS);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      window.clearTimeout(quiet);
      window.clearTimeout(limit);
    };
  }, [ref, active, onSettled]);
}

/**
 * The right-hand column of an operation page. It starts as a light, server-rendered panel (method,
 * URL, a curl command, a button) and becomes the openapi theme's full explorer when the reader
 * reaches for it: pointer over it, focus or touch in it, a click, or scrolling it into view. Only
 * then are the explorer's code (./LoadedExplorer.tsx) and the operation's JSON fetched.
 *
 * The column has the same fixed height before and after (styles.module.css), and the explorer
 * scrolls inside it, so the swap moves nothing else on the page; the explorer is shown only once
 * its own layout has settled (useSettled), so nothing moves inside the column either.
 */
export default function ExplorerColumn({preview, curl, infoPath, pending, onStore, children}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const themeConfig = siteConfig.themeConfig as {api?: ExplorerOptions; languageTabs?: unknown[]};
  const operationUrl = useBaseUrl(preview.operation);
  const [phase, setPhase] = useState<Phase>('idle');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // The element the explorer's answer goes into, taken when the explorer starts loading. A callback
  // ref that set it as state re-rendered the whole column (its curl block and the response example)
  // synchronously inside the hydration's commit: one 10-14 ms CPU task right after an operation
  // page hydrated (issue 30).
  const slot = useRef<HTMLDivElement>(null);
  const [responseSlot, setResponseSlot] = useState<HTMLDivElement | null>(null);
  const column = useRef<HTMLDivElement>(null);
  const explorer = useRef<HTMLDivElement>(null);
  const busy = useRef(false);
  const focusWasInside = useRef(false);

  const open = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setResponseSlot(slot.current);
    setPhase('loading');
    // The chunk name marks it on-demand for plugins/api-chunks, which keeps it out of the shared API chunk.
    Promise.all([import(/* webpackChunkName: "api-on-demand-explorer" */ './LoadedExplorer'), fetchOperation(operationUrl)]).then(
      ([module, operation]) => {
        onStore(module.createExplorerStore(operation, themeConfig.api, pending));
        setLoaded({Explorer: module.default, operation});
        setPhase('settling');
      },
      (error: unknown) => {
        console.warn('The API explorer could not be loaded:', error);
        busy.current = false;
        setPhase('failed');
      },
    );
  }, [operationUrl, themeConfig.api, pending, onStore]);

  useScrolledIntoView(column, phase === 'idle', open);
  const show = useCallback(() => setPhase('ready'), []);
  useSettled(explorer, phase === 'settling', show);

  // The panel's button disappears with the swap; keep keyboard focus in the column, not on <body>.
  useEffect(() => {
    const el = column.current;
    if (phase === 'ready' && focusWasInside.current && el && !el.contains(document.activeElement)) el.focus({preventScroll: true});
  }, [phase]);

  const languages = themeConfig.languageTabs?.length ?? 0;
  return (
    <div
      ref={column}
      id={REQUEST_SAMPLE_ID}
      className={clsx('col col--5 openapi-right-panel__container', styles.column)}
      tabIndex={-1}
      aria-busy={phase === 'loading' || phase === 'settling' || undefined}
      onPointerEnter={open}
      onTouchStart={open}
      onClick={open}
      onFocus={() => {
        focusWasInside.current = true;
        open();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focusWasInside.current = false;
      }}>
      {loaded && (phase === 'settling' || phase === 'ready') && (
        <div key="explorer" className={phase === 'settling' ? styles.settling : undefined}>
          <div ref={explorer}>
            <ResponseSlotContext.Provider value={responseSlot}>
              <loaded.Explorer operation={loaded.operation} infoPath={infoPath} />
            </ResponseSlotContext.Provider>
          </div>
        </div>
      )}
      {phase !== 'ready' && (
        <section key="panel" className={styles.preview} aria-label={translate({id: 'site.apiPreview.label', message: 'Try this request'})}>
          <p className={styles.endpoint}>
            <span className={clsx('badge', `badge--${methodColor(preview.method)}`)}>{preview.method.toUpperCase()}</span>{' '}
            <code>{displayUrl(preview.server, preview.path)}</code>
          </p>
          <CodeBlock language="bash" title="curl">
            {curl}
          </CodeBlock>
          <button type="button" className="button button--primary button--block" aria-disabled={phase === 'loading' || phase === 'settling' || undefined} onClick={open}>
            {phase === 'loading' || phase === 'settling'
              ? translate({id: 'site.apiPreview.opening', message: 'Opening the API explorer…'})
              : translate({id: 'site.apiPreview.open', message: 'Open the API explorer'})}
          </button>
          <p className={styles.hint} role={phase === 'failed' ? 'alert' : undefined}>
            {phase === 'failed'
              ? translate({id: 'site.apiPreview.failed', message: 'The API explorer could not be loaded. Check your connection and try again.'})
              : translate(
                  {id: 'site.apiPreview.hint', message: 'Send this request from the page with your credentials, and get it as code in {count} languages.'},
                  {count: languages},
                )}
          </p>
        </section>
      )}
      <div key="response" className={styles.responseRow}>
        <div ref={slot} className={styles.liveResponse} />
        {children}
      </div>
    </div>
  );
}
