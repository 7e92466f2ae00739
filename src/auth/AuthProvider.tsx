import React, {createContext, type ReactNode, useCallback, useEffect, useMemo, useState} from 'react';
import {safeLocalStorage, safeSessionStorage} from '../lib/storage';
import {runtimeFields} from '../lib/runtimeFields';
import {groupTeam, identifyUser, initAnalytics} from '../analytics/analytics';
import {createCodeChallenge, createCodeVerifier} from './pkce';
import {consumePending, createState, savePending} from './state';
import {clearSession, restoreSession, saveSession, TRY_IT_OAUTH_KEY, type Session} from './session';
import {authorizeUrl, CALLBACK_KEY, openPopup, parseHandOff} from './popup';
import {exchangeCode} from './token';
import {fetchProfile, ProfileError, type TeamProfile, type UserProfile} from './profile';
import {RequestTimeoutError} from './net';

/**
 * What the login control says besides its label: the API refused the token (the session ended), or
 * a sign-in request got no answer in time.
 */
export type AuthNotice = 'sessionEnded' | 'network' | null;

export interface AuthValue {
  /** Sign-in is configured (no PLACEHOLDER values) and the page has hydrated. */
  enabled: boolean;
  status: 'signedOut' | 'signedIn';
  accessToken: string | null;
  user: UserProfile | null;
  team: TeamProfile | null;
  /** /v2/me or /v2/team failed; the label then reads 'Logged In' (SPEC 8). */
  profileFailed: boolean;
  /** The browser blocked the sign-in popup. */
  popupBlocked: boolean;
  notice: AuthNotice;
  dismissNotice: () => void;
  /** Opens the SSO popup; call it directly from a click handler. */
  login: () => void;
  logout: () => void;
}

export const AuthContext = createContext<AuthValue | null>(null);

interface SignedIn {
  session: Session;
  user: UserProfile | null;
  team: TeamProfile | null;
  profileFailed: boolean;
}

/** Connects the pure sign-in modules (pkce, state, session, popup, token, profile) to React. */
export default function AuthProvider({children}: {children: ReactNode}): ReactNode {
  const [enabled, setEnabled] = useState(false);
  const [signedIn, setSignedIn] = useState<SignedIn | null>(null);
  const [popupBlocked, setPopupBlocked] = useState(false);
  const [notice, setNotice] = useState<AuthNotice>(null);

  const signOut = useCallback(() => {
    clearSession(safeSessionStorage());
    setSignedIn(null);
  }, []);

  const dismissNotice = useCallback(() => setNotice(null), []);

  const logout = useCallback(() => {
    setNotice(null);
    signOut();
  }, [signOut]);

  /** After a token is in hand: keep it, offer it to the API explorer, load the profile. */
  const startSession = useCallback(async (session: Session) => {
    const fields = runtimeFields();
    const storage = safeSessionStorage();
    saveSession(storage, session);
    storage.set(TRY_IT_OAUTH_KEY, JSON.stringify({token: session.accessToken}));
    setSignedIn({session, user: null, team: null, profileFailed: false});
    try {
      const {user, team} = await fetchProfile(fields.API_URL, session.accessToken);
      setSignedIn((current) => (current?.session === session ? {...current, user, team} : current));
      initAnalytics(fields);
      identifyUser(user);
      groupTeam(team);
    } catch (error) {
      const reason = error instanceof ProfileError ? error.reason : 'failed';
      if (reason === 'unauthorized') {
        // The API no longer accepts the token (revoked, or expired early): it is of no use to keep.
        // A newer sign-in may have replaced it meanwhile; that one stays.
        const storage = safeSessionStorage();
        if (restoreSession(storage)?.accessToken === session.accessToken) clearSession(storage);
        setSignedIn((current) => (current?.session === session ? null : current));
        setNotice('sessionEnded');
        return;
      }
      if (reason === 'timeout') setNotice('network');
      setSignedIn((current) => (current?.session === session ? {...current, profileFailed: true} : current));
    }
  }, []);

  // Restore a session on load (SPEC 4.8).
  useEffect(() => {
    const fields = runtimeFields();
    if (!fields.signInConfigured) return;
    setEnabled(true);
    const session = restoreSession(safeSessionStorage());
    if (session) void startSession(session);
  }, [startSession]);

  // Clear the token the moment it expires, also while the page stays open (SPEC 4.7).
  useEffect(() => {
    if (!signedIn) return undefined;
    const delay = Math.min(Math.max(signedIn.session.expiresAt - Date.now() + 1, 0), 2 ** 31 - 1);
    const timer = window.setTimeout(signOut, delay);
    return () => window.clearTimeout(timer);
  }, [signedIn, signOut]);

  // The callback page hands the code over through localStorage; the storage event wakes us.
  useEffect(() => {
    if (!enabled) return undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CALLBACK_KEY || !event.newValue) return;
      safeLocalStorage().remove(CALLBACK_KEY);
      const result = parseHandOff(event.newValue);
      const verifier = consumePending(safeSessionStorage(), result?.state);
      if (!result || !verifier) return; // Unknown, replayed or forged: stay signed out.
      const fields = runtimeFields();
      exchangeCode({
        ssoUrl: fields.SSO_URL,
        clientId: fields.OAUTH_CLIENT_ID,
        clientSecret: fields.OAUTH_CLIENT_SECRET,
        redirectUri: fields.OAUTH_REDIRECT_URI,
        verifier,
        callback: result,
      })
        .then((session) => startSession(session))
        .catch((error: unknown) => {
          // SPEC 8: a failed exchange leaves the user signed out without a word, except when the
          // network is the cause, which the reader can do something about.
          signOut();
          if (error instanceof RequestTimeoutError) setNotice('network');
        });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [enabled, signOut, startSession]);

  const login = useCallback(() => {
    const fields = runtimeFields();
    if (!fields.signInConfigured) return;
    // Open synchronously inside the click, or the browser blocks the popup; the URL follows once
    // the S256 challenge is computed.
    const popup = openPopup('about:blank');
    if (!popup) {
      setPopupBlocked(true);
      return;
    }
    setPopupBlocked(false);
    setNotice(null);
    const verifier = createCodeVerifier();
    const state = createState();
    savePending(safeSessionStorage(), {state, verifier, createdAt: Date.now()});
    void createCodeChallenge(verifier).then((codeChallenge) => {
      if (popup.closed) return;
      popup.location.href = authorizeUrl({
        ssoUrl: fields.SSO_URL,
        clientId: fields.OAUTH_CLIENT_ID,
        redirectUri: fields.OAUTH_REDIRECT_URI,
        codeChallenge,
        state,
      });
    });
  }, []);

  const value = useMemo<AuthValue>(
    () => ({
      enabled,
      status: signedIn ? 'signedIn' : 'signedOut',
      accessToken: signedIn?.session.accessToken ?? null,
      user: signedIn?.user ?? null,
      team: signedIn?.team ?? null,
      profileFailed: signedIn?.profileFailed ?? false,
      popupBlocked,
      notice,
      dismissNotice,
      login,
      logout,
    }),
    [enabled, signedIn, popupBlocked, notice, dismissNotice, login, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
