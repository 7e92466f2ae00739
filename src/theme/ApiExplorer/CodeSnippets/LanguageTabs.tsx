import React, {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

export interface Tab {
  key: string;
  label: string;
}

interface Props {
  tabs: readonly Tab[];
  selected: string;
  onSelect: (key: string) => void;
  /** The panel of the selected tab. */
  children: ReactNode;
}

/** How far one press of an arrow button scrolls: most of the visible strip. */
const SCROLL_SHARE = 0.75;

/**
 * The language tabs: one row that scrolls sideways, so all eighteen stay reachable at any width.
 * A fade and an arrow button show at each end that has more tabs beyond it. Keyboard as in the
 * WAI-ARIA tabs pattern: Tab reaches the selected tab, the arrow keys move (and select) along the
 * row, wrapping, Home and End jump to the ends; the focused tab scrolls into view.
 */
export default function LanguageTabs({tabs, selected, onSelect, children}: Props): ReactNode {
  const id = useId();
  const strip = useRef<HTMLDivElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [overflow, setOverflow] = useState({start: false, end: false});

  const measure = useCallback(() => {
    const el = strip.current;
    if (!el) return;
    const start = el.scrollLeft > 1;
    const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setOverflow((prev) => (prev.start === start && prev.end === end ? prev : {start, end}));
  }, []);

  useEffect(() => {
    const el = strip.current;
    if (!el) return undefined;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  // The selected tab is in view: a choice remembered from another page may be far along the row.
  useEffect(() => {
    const el = strip.current;
    const button = buttons.current.get(selected);
    if (!el || !button) return;
    const left = button.offsetLeft - el.offsetLeft;
    if (left < el.scrollLeft || left + button.offsetWidth > el.scrollLeft + el.clientWidth) {
      el.scrollLeft = left - (el.clientWidth - button.offsetWidth) / 2;
    }
    measure();
  }, [selected, measure]);

  const scrollBy = (direction: 1 | -1) => {
    const el = strip.current;
    if (el) el.scrollBy({left: direction * el.clientWidth * SCROLL_SHARE, behavior: 'smooth'});
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const next: Record<string, number> = {ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1};
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[(target + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.key);
    buttons.current.get(tab.key)?.focus();
  };

  const tabId = (key: string) => `${id}-tab-${key}`;
  return (
    <div className="tabs-container openapi-tabs__code-container">
      <div className={styles.strip}>
        {overflow.start && (
          <button
            type="button"
            tabIndex={-1}
            className={clsx(styles.scroll, styles.scrollStart)}
            aria-label={translate({id: 'site.codeSamples.scrollStart', message: 'Show earlier languages'})}
            onClick={() => scrollBy(-1)}>
            ‹
          </button>
        )}
        <div
          ref={strip}
          role="tablist"
          aria-label={translate({id: 'site.codeSamples.languages', message: 'Code sample language'})}
          className={clsx('tabs', 'openapi-tabs__code-list-container', styles.tabs, overflow.start && styles.fadeStart, overflow.end && styles.fadeEnd)}
          onScroll={measure}>
          {tabs.map((tab) => {
            const active = tab.key === selected;
            return (
              <button
                key={tab.key}
                ref={(el) => {
                  if (el) buttons.current.set(tab.key, el);
                  else buttons.current.delete(tab.key);
                }}
                type="button"
                role="tab"
                id={tabId(tab.key)}
                aria-selected={active}
                aria-controls={`${id}-panel`}
                tabIndex={active ? 0 : -1}
                data-language={tab.key}
                className={clsx('tabs__item', 'openapi-tabs__code-item', `openapi-tabs__code-item--${tab.key}`, styles.tab, active && 'active')}
                onClick={() => onSelect(tab.key)}
                onKeyDown={onKeyDown}>
                <span>{tab.label}</span>
              </button>
            );
          })}
        </div>
        {overflow.end && (
          <button
            type="button"
            tabIndex={-1}
            className={clsx(styles.scroll, styles.scrollEnd)}
            aria-label={translate({id: 'site.codeSamples.scrollEnd', message: 'Show more languages'})}
            onClick={() => scrollBy(1)}>
            ›
          </button>
        )}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={tabId(selected)} className="margin-top--md">
        {children}
      </div>
    </div>
  );
}
