import React, {type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {translate} from '@docusaurus/Translate';
import useModalElement from './useModalElement';
import {rerunModalQuery} from './retry';
import styles from './styles.module.css';

/**
 * SPEC 8 "Search unreachable on all hosts", in DocSearch's own error-screen markup, placed inside the
 * open modal's dropdown (whose no-results screen is hidden meanwhile, see styles.module.css), with a
 * button that runs the query again: the index or a host may be back.
 */
export default function ErrorScreen({failed}: {failed: boolean}): ReactNode {
  const target = useModalElement('.DocSearch-Dropdown', failed);
  if (!failed || !target) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen" role="alert">
      <p className="DocSearch-Title">{translate({id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results'})}</p>
      <p className="DocSearch-Help">{translate({id: 'theme.SearchModal.errorScreen.helpText', message: 'You might want to check your network connection.'})}</p>
      <button type="button" className={`button button--secondary button--sm ${styles.retry}`} onClick={rerunModalQuery}>
        {translate({id: 'theme.SearchModal.errorScreen.retryText', message: 'Try again'})}
      </button>
    </div>,
    target,
  );
}
