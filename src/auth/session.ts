import type {SafeStorage} from '../lib/storage';

/** Where the access token lives: sessionStorage only (never localStorage). */
export const SESSION_KEY = 'docs-auth-session';

export interface TokenResponse {
  access_token: string;
  created_at: number;
  expires_in: number;
}

export interface Session {
  accessToken: string;
  /** Milliseconds since the epoch: (created_at + expires_in) x 1000 (SPEC 5). */
  expiresAt: number;
}

/** Validates a token endpoint answer and turns it into a session. */
export function sessionFromTokenResponse(body: unknown): Session {
  const token = body as Partial<TokenResponse> | null;
  if (!token || typeof token.access_token !== 'string' || token.access_token === '') throw new Error('token response has no access_token');
  const createdAt = Number(token.created_at);
  const expiresIn = Number(token.expires_in);
  if (!Number.isFinite(createdAt) || !Number.isFinite(expiresIn)) throw new Error('token response has no created_at/expires_in');
  return {accessToken: token.access_token, expiresAt: (createdAt + expiresIn) * 1000};
}

/** The token counts as expired once the current time passes its expiry (SPEC 5). */
export function isExpired(session: Session, now = Date.now()): boolean {
  return now > session.expiresAt;
}

export function saveSession(storage: SafeStorage, session: Session): void {
  storage.set(SESSION_KEY, JSON.stringify(session));
}

export function clearSession(storage: SafeStorage): void {
  storage.remove(SESSION_KEY);
}

/** The stored session if it is readable and still valid; an expired or broken one is removed. */
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
