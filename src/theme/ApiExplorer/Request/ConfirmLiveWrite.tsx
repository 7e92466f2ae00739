import React, {useEffect, useId, useRef, type ReactNode} from 'react';
import styles from './styles.module.css';

export type LiveWriteAnswer = 'live' | 'sample' | 'cancel';

/**
 * Asked once per session before the explorer first sends a POST, PUT, PATCH or DELETE to the live
 * API: such a request changes the reader's team's real data. A modal <dialog>, so focus stays in it
 * and Escape cancels.
 */
export default function ConfirmLiveWrite({method, host, onAnswer}: {method: string; host: string; onAnswer: (answer: LiveWriteAnswer) => void}): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
  }, []);
  return (
    <dialog ref={dialog} className={styles.confirm} aria-labelledby={titleId} onCancel={(event) => {
      event.preventDefault();
      onAnswer('cancel');
    }}>
      <h2 id={titleId} className={styles.confirmTitle}>
        Change live data?
      </h2>
      <p>
        This {method} goes to <strong>{host}</strong> with your credentials and changes your team’s real records. The explorer asks once per session.
      </p>
      <p>Sample data answers the same request in your browser without touching Salesloft.</p>
      <div className={styles.confirmButtons}>
        <button type="button" className="button button--danger" onClick={() => onAnswer('live')}>
          Send to live API
        </button>
        <button type="button" className="button button--secondary" onClick={() => onAnswer('sample')}>
          Switch to sample data
        </button>
        <button type="button" className="button button--link" autoFocus onClick={() => onAnswer('cancel')}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
