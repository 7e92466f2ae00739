import React, {useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {chatGptUrl, claudeUrl, copyMarkdown, cursorInstallUrl, markdownUrl, MCP_SERVER_URL, vscodeInstallUrl} from './actions';
import styles from './styles.module.css';

export interface MenuProps {
  id: string;
  permalink: string;
  /** The whole widget, button included: a pointer or focus outside it closes the menu. */
  root: RefObject<HTMLDivElement | null>;
  /** Which item takes focus when the menu opens. */
  initial: 'first' | 'last';
  onClose: (returnFocus: boolean) => void;
  /** A copy started, still pending; what the status line says once it is done, and what to do if it fails. */
  onCopy: (done: Promise<void>, copied: string, instead: string) => void;
}

/**
 * The open copy-page menu: its items, their keys, and what they do. It loads when a reader first
 * points at or focuses the button (./index.tsx), so its code is not part of a page's first load,
 * and it only ever renders in the browser, so its links use the origin the reader is on.
 */
export default function Menu({id, permalink, root, initial, onClose, onCopy}: MenuProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const list = useRef<HTMLDivElement>(null);
  const md = markdownUrl(window.location.origin, permalink, siteConfig.baseUrl);
  const mcpHeading = useId();

  const items = () => Array.from(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };

  // The item to start on, once, when the menu mounts: the first, or the last after ArrowUp.
  useEffect(() => {
    const all = list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
    all?.[initial === 'last' ? all.length - 1 : 0]?.focus();
  }, [initial]);

  useEffect(() => {
    const onOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [root, onClose]);

  const onKey = (event: KeyboardEvent) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: all.length - 1};
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    }
  };

  // copyMarkdown starts the clipboard write in this click's task (Safari requires it, ./actions.ts).
  const copy = () => {
    const done = copyMarkdown(md);
    onClose(true);
    onCopy(done, 'Copied as Markdown', 'Use "View as Markdown" instead.');
  };
  const copyServerUrl = () => {
    const clipboard = globalThis.navigator?.clipboard;
    const done = clipboard ? clipboard.writeText(MCP_SERVER_URL) : Promise.reject(new Error('The clipboard is not available here.'));
    onClose(true);
    onCopy(done, `Copied ${MCP_SERVER_URL}`, `The URL is ${MCP_SERVER_URL}`);
  };

  return (
    <div id={id} ref={list} role="menu" aria-label="Page actions" className={styles.list} onKeyDown={onKey}>
      <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={copy}>
        <span className={styles.label}>Copy page as Markdown</span>
        <span className={styles.hint}>For pasting into an assistant or a ticket</span>
      </button>
      <a role="menuitem" tabIndex={-1} className={styles.item} href={md} target="_blank" rel="noopener noreferrer" onClick={() => onClose(false)}>
        <span className={styles.label}>View as Markdown</span>
        <span className={styles.hint}>This page as plain text</span>
      </a>
      <a role="menuitem" tabIndex={-1} className={styles.item} href={chatGptUrl(md)} target="_blank" rel="noopener noreferrer" onClick={() => onClose(false)}>
        <span className={styles.label}>Open in ChatGPT</span>
        <span className={styles.hint}>Ask about this page</span>
      </a>
      <a role="menuitem" tabIndex={-1} className={styles.item} href={claudeUrl(md)} target="_blank" rel="noopener noreferrer" onClick={() => onClose(false)}>
        <span className={styles.label}>Open in Claude</span>
        <span className={styles.hint}>Ask about this page</span>
      </a>
      <div role="separator" className={styles.separator} />
      {/* The provider's MCP server (issue 28): install links, the URL for the chat assistants, the guide. */}
      <div role="group" aria-labelledby={mcpHeading}>
        <div id={mcpHeading} role="presentation" className={styles.groupLabel}>
          Connect the Salesloft MCP server
        </div>
        <a role="menuitem" tabIndex={-1} className={styles.item} href={cursorInstallUrl()} onClick={() => onClose(false)}>
          <span className={styles.label}>Install in Cursor</span>
          <span className={styles.hint}>Opens Cursor to add the server</span>
        </a>
        <a role="menuitem" tabIndex={-1} className={styles.item} href={vscodeInstallUrl()} onClick={() => onClose(false)}>
          <span className={styles.label}>Install in VS Code</span>
          <span className={styles.hint}>Opens VS Code to add the server</span>
        </a>
        <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={copyServerUrl}>
          <span className={styles.label}>Copy the server URL for Claude or ChatGPT</span>
          <span className={styles.hint}>Claude: Settings, Connectors, Add custom connector. ChatGPT: Settings, Connectors, Create (developer mode).</span>
        </button>
        <a role="menuitem" tabIndex={-1} className={styles.item} href={`${siteConfig.baseUrl}docs/platform/ai-agents/connect-clients/`} onClick={() => onClose(false)}>
          <span className={styles.label}>Connection guide</span>
          <span className={styles.hint}>Step by step for each assistant, and the sign-in</span>
        </a>
      </div>
    </div>
  );
}
