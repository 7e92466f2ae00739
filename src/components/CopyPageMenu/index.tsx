import React, {Suspense, lazy, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import styles from './styles.module.css';

type Status = {kind: 'idle'} | {kind: 'copied'; text: string} | {kind: 'failed'; reason: string; instead: string};

const loadMenu = () => import(/* webpackChunkName: "copy-page-menu" */ './Menu');
const Menu = lazy(loadMenu);

/**
 * The page menu of guides and API pages (issue 19): copy the page as Markdown, view the Markdown,
 * or open it in an assistant; and connect the provider's MCP server to an assistant (issue 28). A WAI-ARIA menu button: Enter, Space or the arrow keys open it, the
 * arrows move between items, Escape closes it and gives focus back to the button.
 *
 * Every guide and API page shows the button, few readers open it: the open menu (./Menu.tsx) is a
 * chunk of its own, fetched when a pointer enters or focus reaches the button, before the click.
 */
export default function CopyPageMenu({permalink}: {permalink: string}): ReactNode {
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const [status, setStatus] = useState<Status>({kind: 'idle'});
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);
  const onCopy = useCallback((done: Promise<void>, copied: string, instead: string) => {
    done.then(
      () => setStatus({kind: 'copied', text: copied}),
      (error: unknown) => setStatus({kind: 'failed', reason: error instanceof Error ? error.message : String(error), instead}),
    );
  }, []);

  useEffect(() => {
    if (status.kind !== 'copied') return undefined;
    const timer = setTimeout(() => setStatus({kind: 'idle'}), 4000);
    return () => clearTimeout(timer);
  }, [status]);

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  return (
    <div className={styles.menu} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={loadMenu}
        onFocus={loadMenu}
        onClick={() => setOpen((was) => (was ? false : 'first'))}
        onKeyDown={onButtonKey}>
        Copy page
        <svg aria-hidden="true" viewBox="0 0 12 12" width="12" height="12">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <Menu id={menuId} permalink={permalink} root={root} initial={open} onClose={close} onCopy={onCopy} />
        </Suspense>
      )}
      <span role="status" className={status.kind === 'failed' ? styles.failed : styles.status}>
        {status.kind === 'copied' && status.text}
        {status.kind === 'failed' && `Could not copy: ${status.reason} ${status.instead}`}
      </span>
    </div>
  );
}
