import React, {type ReactNode, useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {useAuth} from '@site/src/auth/useAuth';
import {userLabel} from '@site/src/auth/profile';
import {NETWORK_MESSAGE} from '@site/src/auth/net';
import type {AuthNotice} from '@site/src/auth/AuthProvider';
import styles from './styles.module.css';

interface Props {
  mobile?: boolean;
  className?: string;
}

/** Closes a menu on a click, touch or focus outside it, and on Escape (SPEC 4, dropdown). */
function useDismiss(open: boolean, close: () => void, ref: React.RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return undefined;
    const onOutside = (event: Event) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('mousedown', onOutside);
    document.addEventListener('touchstart', onOutside);
    document.addEventListener('focusin', onOutside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onOutside);
      document.removeEventListener('touchstart', onOutside);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close, ref]);
}

function PopupBlocked(): ReactNode {
  return (
    <span role="alert" className={styles.blocked}>
      Your browser blocked the sign-in window. Allow pop-ups for this site, then choose Log In again.
    </span>
  );
}

const NOTICES: Record<Exclude<AuthNotice, null>, string> = {
  sessionEnded: 'Your session ended. Log in again to continue.',
  network: `The sign-in service did not answer. ${NETWORK_MESSAGE}`,
};

function Notice({notice, onDismiss}: {notice: AuthNotice; onDismiss: () => void}): ReactNode {
  if (!notice) return null;
  return (
    <span role="alert" className={clsx(styles.blocked, styles.notice)}>
      {NOTICES[notice]}
      <button type="button" className={styles.dismiss} aria-label="Dismiss" onClick={onDismiss}>
        ×
      </button>
    </span>
  );
}

/**
 * The navbar login control (SPEC 4): hidden unless sign-in is configured; 'Log In' when signed out;
 * when signed in, the user's label ('Ada L.', or 'Logged In' without a profile) with a menu holding
 * 'Log Out'. In the mobile sidebar it appears as menu entries, and signing in closes the sidebar.
 */
export default function LoginControl({mobile = false, className}: Props): ReactNode {
  const auth = useAuth();
  const mobileSidebar = useNavbarMobileSidebar();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const menuId = useId();
  useDismiss(open, () => setOpen(false), wrapper);

  const signedIn = auth.status === 'signedIn';
  const {shown, toggle} = mobileSidebar;
  useEffect(() => {
    if (mobile && signedIn && shown) toggle();
    // Only the transition to signed in should close the sidebar.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn]);

  if (!auth.enabled) return null;
  const label = auth.profileFailed ? 'Logged In' : userLabel(auth.user);

  if (mobile) {
    return (
      <li className={clsx('menu__list-item', className)}>
        {signedIn ? (
          <>
            <span className={clsx('menu__link', styles.mobileLabel)}>{label}</span>
            <button type="button" className={clsx('menu__link', styles.mobileButton)} onClick={auth.logout}>
              Log Out
            </button>
          </>
        ) : (
          <button type="button" className={clsx('menu__link', styles.mobileButton)} onClick={auth.login}>
            Log In
          </button>
        )}
        {auth.popupBlocked && <PopupBlocked />}
        <Notice notice={auth.notice} onDismiss={auth.dismissNotice} />
      </li>
    );
  }

  if (!signedIn) {
    return (
      <div className={clsx('navbar__item', styles.wrapper, className)}>
        <button type="button" className={clsx('button button--sm button--primary', styles.login)} onClick={auth.login}>
          Log In
        </button>
        {auth.popupBlocked && <PopupBlocked />}
        <Notice notice={auth.notice} onDismiss={auth.dismissNotice} />
      </div>
    );
  }

  return (
    <div ref={wrapper} className={clsx('navbar__item', styles.wrapper, className)}>
      <button
        type="button"
        className={clsx('button button--sm button--secondary', styles.trigger)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}>
        {label}
      </button>
      <Notice notice={auth.notice} onDismiss={auth.dismissNotice} />
      {open && (
        <ul id={menuId} role="menu" aria-label="Account" className={styles.menu}>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              className={styles.item}
              onClick={() => {
                setOpen(false);
                auth.logout();
              }}>
              Log Out
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
