import React, {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {translate} from '@docusaurus/Translate';
import useModalElement from './useModalElement';
import styles from './styles.module.css';

/** After this long without the index, the loading message says so (a slow connection, not a hang). */
export const STALLED_AFTER_MS = 3000;

/**
 * Shown in the open modal while a typed query waits for the index (or the Algolia client) to
 * arrive; the query runs as soon as it has, and DocSearch's no-results screen stays hidden until
 * then (styles.module.css), so a query is never answered "No results" only because it came early.
 */
export default function LoadingScreen({loading}: {loading: boolean}): ReactNode {
  const target = useModalElement('.DocSearch-Dropdown', loading);
  const [stalled, setStalled] = useState(false);
  useEffect(() => {
    setStalled(false);
    if (!loading) return undefined;
    const timer = window.setTimeout(() => setStalled(true), STALLED_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);
  if (!loading || !target) return null;
  return createPortal(
    <div className={`DocSearch-LoadingScreen ${styles.loading}`} role="status">
      <p className="DocSearch-Title">{translate({id: 'theme.SearchModal.loadingScreen.titleText', message: 'Loading search…'})}</p>
      {stalled && (
        <p className="DocSearch-Help">
          {translate({id: 'theme.SearchModal.loadingScreen.stalledText', message: 'Still loading the search index. This can take a moment on a slow connection.'})}
        </p>
      )}
    </div>,
    target,
  );
}
