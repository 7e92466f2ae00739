import fs from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {SET_AUTH_DATA, sessionChangeActions} from './sessionCredentials';

const signedInAuth = {
  data: {OAuth2: {token: 'sess-token'}, ApiKey: {token: 'typed-key'}, Basic: {username: 'u', password: undefined}},
  options: {OAuth2: [{key: 'OAuth2'}], ApiKey: [{key: 'ApiKey'}]},
  selected: 'OAuth2',
};

describe('sessionChangeActions', () => {
  it('on sign-out or expiry, empties every credential the explorer holds, and only those with a value', () => {
    expect(sessionChangeActions(signedInAuth, null, 'OAuth2')).toEqual([
      {type: SET_AUTH_DATA, payload: {scheme: 'OAuth2', key: 'token', value: undefined}},
      {type: SET_AUTH_DATA, payload: {scheme: 'ApiKey', key: 'token', value: undefined}},
      {type: SET_AUTH_DATA, payload: {scheme: 'Basic', key: 'username', value: undefined}},
    ]);
    expect(sessionChangeActions({data: {OAuth2: {token: undefined}}}, null, 'OAuth2')).toEqual([]);
    expect(sessionChangeActions(undefined, null, 'OAuth2')).toEqual([]);
  });

  it('on sign-in or a new token, fills in the sign-in scheme only, and only when it changes', () => {
    expect(sessionChangeActions(signedInAuth, 'new-token', 'OAuth2')).toEqual([{type: SET_AUTH_DATA, payload: {scheme: 'OAuth2', key: 'token', value: 'new-token'}}]);
    expect(sessionChangeActions(signedInAuth, 'sess-token', 'OAuth2')).toEqual([]);
    // An operation that takes no OAuth2 token (no such scheme in its explorer) is left alone.
    expect(sessionChangeActions({data: {ApiKey: {token: 'k'}}}, 'new-token', 'OAuth2')).toEqual([]);
  });

  it('use the action type of the theme’s Authorization slice', () => {
    // The slice cannot be loaded outside the site's bundler (it requires @theme/ modules), so its text is read.
    const slice = fs.readFileSync(createRequire(import.meta.url).resolve('docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Authorization/slice.js'), 'utf8');
    expect(SET_AUTH_DATA).toBe(`${/createSlice\)\(\{\s*name: "(\w+)"/.exec(slice)?.[1]}/setAuthData`);
    expect(slice).toMatch(/setAuthData: \(state, action\) => \{\s*const \{ scheme, key, value \} = action\.payload;\s*state\.data\[scheme\]\[key\] = value;/);
  });
});
