import React, {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {chatGptUrl, claudeUrl, copyMarkdown, markdownUrl} from './actions';
import styles from './styles.module.css';

type Status = {kind: 'idle'} | {kind: 'copied'} | {kind: 'failed'; reason: string};

/**
 * The page menu of guides and API pages (issue 19): copy the page as Markdown, view the Markdown,
 * or open it in an assistant. A WAI-ARIA menu button: Enter, Space or the arrow keys open it, the
 * arrows move between items, Escape closes it and gives focus back to the button.
 */
export default function CopyPageMenu({permalink}: {permalink: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>({kind: 'idle'});
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  // The SSR HTML links to the site's configured origin; the browser switches to the one it is on.
  const [origin, setOrigin] = useState(siteConfig.url.replace(/\/$/, ''));
  useEffect(() => setOrigin(window.location.origin), []);
  const md = markdownUrl(origin, permalink, siteConfig.baseUrl);

  const items = () => Array.from(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, close]);

  useEffect(() => {
    if (status.kind !== 'copied') return undefined;
    const timer = setTimeout(() => setStatus({kind: 'idle'}), 4000);
    return () => clearTimeout(timer);
  }, [status]);

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const last = event.key === 'ArrowUp';
      requestAnimationFrame(() => focusItem(last ? -1 : 0));
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: all.length - 1};
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const copy = () => {
    close(true);
    copyMarkdown(md).then(
      () => setStatus({kind: 'copied'}),
      (error: unknown) => setStatus({kind: 'failed', reason: error instanceof Error ? error.message : String(error)}),
    );
  };

  return (
    <div className={styles.menu} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          setOpen((was) => !was);
          if (!open) requestAnimationFrame(() => focusItem(0));
        }}
        onKeyDown={onButtonKey}>
        Copy page
        <svg aria-hidden="true" viewBox="0 0 12 12" width="12" height="12">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {open && (
        <div id={menuId} role="menu" aria-label="Page actions" className={styles.list} onKeyDown={onMenuKey}>
          <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={copy}>
            <span className={styles.label}>Copy page as Markdown</span>
            <span className={styles.hint}>For pasting into an assistant or a ticket</span>
          </button>
          <a role="menuitem" tabIndex={-1} className={styles.item} href={md} target="_blank" rel="noopener noreferrer" onClick={() => close(false)}>
            <span className={styles.label}>View as Markdown</span>
            <span className={styles.hint}>This page as plain text</span>
          </a>
          <a role="menuitem" tabIndex={-1} className={styles.item} href={chatGptUrl(md)} target="_blank" rel="noopener noreferrer" onClick={() => close(false)}>
            <span className={styles.label}>Open in ChatGPT</span>
            <span className={styles.hint}>Ask about this page</span>
          </a>
          <a role="menuitem" tabIndex={-1} className={styles.item} href={claudeUrl(md)} target="_blank" rel="noopener noreferrer" onClick={() => close(false)}>
            <span className={styles.label}>Open in Claude</span>
            <span className={styles.hint}>Ask about this page</span>
          </a>
        </div>
      )}
      <span role="status" className={status.kind === 'failed' ? styles.failed : styles.status}>
        {status.kind === 'copied' && 'Copied as Markdown'}
        {status.kind === 'failed' && `Could not copy: ${status.reason} Use "View as Markdown" instead.`}
      </span>
    </div>
  );
}
