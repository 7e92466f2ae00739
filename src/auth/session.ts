import type {SafeStorage} from '../lib/storage';

/** Where the access token lives: sessionStorage only (never localStorage). */
export const SESSION_KEY = 'docs-auth-session';

/** The key under which the API explorer keeps the OAuth2 scheme's credentials (sessionStorage). */
export const TRY_IT_OAUTH_KEY = 'OAuth2';

export interface TokenResponse {
  access_token: string;
  created_at: number;
  expires_in: number;
}

export interface Session {
  accessToken: string;
  /**
   * Milliseconds since the epoch, by this browser's clock: the moment the token answer arrived plus
   * expires_in x 1000. The server's created_at is not used: a server clock ahead of or behind the
   * browser's would keep a refused token alive or end a good one early, by the whole skew.
   */
  expiresAt: number;
}

/** Validates a token endpoint answer, received at `receivedAt`, and turns it into a session. */
export function sessionFromTokenResponse(body: unknown, receivedAt = Date.now()): Session {
  const token = body as Partial<TokenResponse> | null;
  if (!token || typeof token.access_token !== 'string' || token.access_token === '') throw new Error('token response has no access_token');
  const expiresIn = Number(token.expires_in);
  if (!Number.isFinite(Number(token.created_at)) || !Number.isFinite(expiresIn) || expiresIn <= 0) {
    throw new Error('token response has no created_at/expires_in');
  }
  return {accessToken: token.access_token, expiresAt: receivedAt + expiresIn * 1000};
}

/** The token counts as expired once the current time passes its expiry (SPEC 5). */
export function isExpired(session: Session, now = Date.now()): boolean {
  return now > session.expiresAt;
}

export function saveSession(storage: SafeStorage, session: Session): void {
  storage.set(SESSION_KEY, JSON.stringify(session));
}

/**
 * Forgets the token everywhere the site put it: the session, and the copy sign-in handed to the API
 * explorer (which would otherwise keep sending a dead or signed-out token from Try it).
 */
export function clearSession(storage: SafeStorage): void {
  storage.remove(SESSION_KEY);
  storage.remove(TRY_IT_OAUTH_KEY);
}

/** The stored session if it is readable and still valid; an expired or broken one is removed, with its copies. */
export function restoreSession(storage: SafeStorage, now = Date.now()): Session | null {
  const raw = storage.get(SESSION_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Session>;
    if (typeof parsed.accessToken === 'string' && typeof parsed.expiresAt === 'number') {
      const session = {accessToken: parsed.accessToken, expiresAt: parsed.expiresAt};
      if (!isExpired(session, now)) return session;
    }
  } catch {
    // Unreadable: treated like an expired session.
  }
  clearSession(storage);
  return null;
}
