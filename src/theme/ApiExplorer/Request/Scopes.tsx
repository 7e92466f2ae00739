import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

/** "Needs the `people:write` scope." beside Send, with the guide on how an app gets its scopes. */
export default function Scopes({phrase, guide}: {phrase: string; guide: string}): ReactNode {
  const href = useBaseUrl(guide);
  const parts = phrase.split('`');
  return (
    <span data-testid="required-scopes">
      {phrase ? (
        <>
          Needs{' '}
          {parts.map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : <React.Fragment key={i}>{part}</React.Fragment>))}.
        </>
      ) : (
        'Needs no scope.'
      )}{' '}
      <Link to={href} className={styles.link}>How apps get scopes</Link>
    </span>
  );
}
