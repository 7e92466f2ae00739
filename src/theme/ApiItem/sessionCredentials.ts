import type {ExplorerAction} from './explorerContext';

/** The explorer's Authorization slice, as far as credentials go: values by scheme, then by field. */
export interface CredentialsState {
  data?: Record<string, Record<string, string | undefined> | undefined>;
}

/** The Authorization slice's action that sets one field of one scheme (the theme's setAuthData). */
export const SET_AUTH_DATA = 'auth/setAuthData';

/**
 * What an open explorer does when the reader's session changes under it (src/auth/AuthProvider):
 * - signed out or expired (`token` null): every credential it holds is emptied, the OAuth2 token the
 *   sign-in filled in and anything typed under Auth alike, so that no field, code sample or request
 *   still carries one;
 * - signed in, or a new token: the sign-in's scheme (`oauthScheme`) gets the new token, as a
 *   freshly opened explorer would read it from sessionStorage.
 * The theme's persistence middleware mirrors each change into sessionStorage (an emptied scheme's
 * entry is removed).
 */
export function sessionChangeActions(auth: CredentialsState | undefined, token: string | null, oauthScheme: string): ExplorerAction[] {
  const data = auth?.data ?? {};
  if (token === null) {
    return Object.entries(data).flatMap(([scheme, fields]) =>
      Object.entries(fields ?? {})
        .filter(([, value]) => value !== undefined && value !== '')
        .map(([key]) => ({type: SET_AUTH_DATA, payload: {scheme, key, value: undefined}})),
    );
  }
  if (!(oauthScheme in data) || data[oauthScheme]?.token === token) return [];
  return [{type: SET_AUTH_DATA, payload: {scheme: oauthScheme, key: 'token', value: token}}];
}
