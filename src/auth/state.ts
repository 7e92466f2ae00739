import {base64UrlEncode, randomBytes} from './base64url';
import type {SafeStorage} from '../lib/storage';

/** Where the pending sign-in (state and verifier) waits in sessionStorage until the code returns. */
export const PENDING_KEY = 'docs-auth-pending';

/** How long a started sign-in stays valid. */
export const PENDING_TTL_MS = 10 * 60 * 1000;

export interface PendingSignIn {
  state: string;
  verifier: string;
  createdAt: number;
}

/** A random, unguessable `state` value (RFC 6749 section 10.12). */
export function createState(): string {
  return base64UrlEncode(randomBytes(16));
}

/** Records the sign-in just started; replaces any earlier one. */
export function savePending(storage: SafeStorage, pending: PendingSignIn): void {
  storage.set(PENDING_KEY, JSON.stringify(pending));
}

/**
 * Takes the pending sign-in if `returnedState` matches it, and removes it either way: a state is
 * good for one answer only. Returns the verifier to exchange the code with, or null when the state
 * is missing, different, expired or unreadable.
 */
export function consumePending(storage: SafeStorage, returnedState: string | null | undefined, now = Date.now()): string | null {
  const raw = storage.get(PENDING_KEY);
  storage.remove(PENDING_KEY);
  if (!raw || !returnedState) return null;
  try {
    const pending = JSON.parse(raw) as Partial<PendingSignIn>;
    if (typeof pending.state !== 'string' || typeof pending.verifier !== 'string' || typeof pending.createdAt !== 'number') return null;
    if (now - pending.createdAt > PENDING_TTL_MS) return null;
    return timingSafeEqual(pending.state, returnedState) ? pending.verifier : null;
  } catch {
    return null;
  }
}

/** Compares two strings without returning early on the first difference. */
function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
