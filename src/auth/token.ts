import {sessionFromTokenResponse, type Session} from './session';
import type {CallbackResult} from './popup';
import {withTimeout} from './net';

export interface ExchangeParams {
  ssoUrl: string;
  clientId: string;
  /** Sent only when configured: PKCE makes a public client safe without it. */
  clientSecret?: string;
  redirectUri: string;
  verifier: string;
  callback: CallbackResult;
}

/** The JSON body of the token request (SPEC 7): context and scope only when the callback had them. */
export function tokenRequestBody(params: ExchangeParams): Record<string, string> {
  return {
    client_id: params.clientId,
    ...(params.clientSecret ? {client_secret: params.clientSecret} : {}),
    code: params.callback.code,
    code_verifier: params.verifier,
    grant_type: 'authorization_code',
    redirect_uri: params.redirectUri,
    ...(params.callback.context ? {context: params.callback.context} : {}),
    ...(params.callback.scope ? {scope: params.callback.scope} : {}),
  };
}

/**
 * POSTs the code to `{SSO_URL}/oauth/token` and returns the session; throws on any failure, and
 * with RequestTimeoutError when no complete answer arrives within 10 s.
 */
export async function exchangeCode(params: ExchangeParams, fetchImpl: typeof fetch = fetch): Promise<Session> {
  const url = `${params.ssoUrl}/oauth/token`;
  return withTimeout(url, async (signal) => {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json'},
      body: JSON.stringify(tokenRequestBody(params)),
      signal,
    });
    if (!response.ok) throw new Error(`token exchange failed with ${response.status}`);
    const body: unknown = await response.json();
    return sessionFromTokenResponse(body, Date.now());
  });
}
