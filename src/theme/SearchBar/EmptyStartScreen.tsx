import React, {type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {translate} from '@docusaurus/Translate';
import useModalElement from './useModalElement';
import styles from './styles.module.css';

/** The modal is open on an empty query and has no recent or favourite searches to list. */
function isEmptyStart(): boolean {
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
  return !!input && input.value === '' && !document.querySelector('.DocSearch-Modal .DocSearch-Hit');
}

/**
 * SPEC 2 "Empty start shows 'No recent searches'". DocSearch 4.7 declares the text but no longer
 * renders it, nor its dropdown when there is nothing to list; this puts it in the modal between the
 * search box and the footer, in DocSearch 3's markup, while the start is empty.
 */
export default function EmptyStartScreen({enabled}: {enabled: boolean}): ReactNode {
  const target = useModalElement('', enabled, isEmptyStart);
  if (!target) return null;
  return createPortal(
    <div className={`DocSearch-StartScreen ${styles.emptyStart}`}>
      <p className="DocSearch-Help">{translate({id: 'theme.SearchModal.startScreen.noRecentSearchesText', message: 'No recent searches'})}</p>
    </div>,
    target,
  );
}
