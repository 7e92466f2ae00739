/** Size of the sign-in popup (SPEC 9). */
export const POPUP_WIDTH = 800;
export const POPUP_HEIGHT = 500;

/** localStorage key through which the callback page hands `{code, state}` to the opener. */
export const CALLBACK_KEY = 'docs-auth-callback';

export interface AuthorizeParams {
  ssoUrl: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  state: string;
}

/** `{SSO_URL}/oauth/authorize` with the parameters of SPEC 4 and 7 (code flow, PKCE S256). */
export function authorizeUrl(params: AuthorizeParams): string {
  const url = new URL(`${params.ssoUrl}/oauth/authorize`);
  url.searchParams.set('client_id', params.clientId);
  url.searchParams.set('redirect_uri', params.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('code_challenge', params.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  url.searchParams.set('state', params.state);
  return url.toString();
}

/** Window features for an 800x500 popup centred over the current window. */
export function popupFeatures(win: Pick<Window, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>): string {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - POPUP_HEIGHT) / 2));
  return `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
}

/**
 * Opens the popup. Call it synchronously inside the click handler, or browsers block it.
 * Returns null when the browser blocked it.
 */
export function openPopup(url: string, win: Window = window): Window | null {
  const popup = win.open(url, 'docs-sign-in', popupFeatures(win));
  return popup ?? null;
}

/** What the callback page hands over. */
export interface CallbackResult {
  code: string;
  state: string;
  context?: string;
  scope?: string;
}

/**
 * Reads the callback's query string. Returns `denied` for `error=access_denied` (and any other
 * error), the code and state when present, or null when the page was opened without them.
 */
export function parseCallback(search: string): CallbackResult | 'denied' | null {
  const params = new URLSearchParams(search);
  if (params.get('error')) return 'denied';
  const code = params.get('code');
  const state = params.get('state');
  if (!code || !state) return null;
  const result: CallbackResult = {code, state};
  const context = params.get('context');
  const scope = params.get('scope');
  if (context) result.context = context;
  if (scope) result.scope = scope;
  return result;
}

/** Parses the hand-off value the opener finds in localStorage; null when it is not one. */
export function parseHandOff(raw: string | null): CallbackResult | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<CallbackResult>;
    if (typeof value.code !== 'string' || typeof value.state !== 'string') return null;
    return {
      code: value.code,
      state: value.state,
      ...(typeof value.context === 'string' ? {context: value.context} : {}),
      ...(typeof value.scope === 'string' ? {scope: value.scope} : {}),
    };
  } catch {
    return null;
  }
}
