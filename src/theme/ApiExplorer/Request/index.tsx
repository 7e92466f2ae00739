import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Accept from '@theme/ApiExplorer/Accept';
import Authorization from '@theme/ApiExplorer/Authorization';
import Body from '@theme/ApiExplorer/Body';
import buildPostmanRequest from '@theme/ApiExplorer/buildPostmanRequest';
import ContentType from '@theme/ApiExplorer/ContentType';
import {useResolvedEncoding} from '@theme/ApiExplorer/EncodingSelection/useResolvedEncoding';
import Server from '@theme/ApiExplorer/Server';
import * as sdk from 'postman-collection';
import type * as ReactHookForm from 'react-hook-form';
import {useAuth} from '../../../auth/useAuth';
import {runtimeFields} from '../../../lib/runtimeFields';
import {useTypedDispatch, useTypedSelector} from '../../ApiItem/hooks';
import type {Operation} from '../../ApiItem/explorerState';
import {requiredScopes, scopePhrase, SCOPES_GUIDE, type SendState} from '../Response/outcome';
import {answered, failed, sendStarted} from '../Response/slice';
import ConfirmLiveWrite from './ConfirmLiveWrite';
import {confirmLiveWrites, isWrite, liveHost, liveWritesConfirmed, useEnvironment, type Simulation} from './environment';
import ParamFields from './ParamFields';
import {resetSampleData, sampleFetch} from './sampleFetch';
import Scopes from './Scopes';
import {sendsToken, startSend, toOutgoing, type PostmanLike} from './send';
import {useSendControl} from './sendControl';
import styles from './styles.module.css';

// The theme's form parts are CommonJS and require() react-hook-form, which gets its CommonJS build;
// an `import` here would get the package's ES build, a second copy whose FormProvider those parts
// cannot see. So the form context comes from the same copy they use.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {FormProvider, useForm} = require('react-hook-form') as typeof ReactHookForm;

type Section = 'server' | 'auth' | 'params' | 'body' | 'accept';
const SECTIONS: Section[] = ['server', 'auth', 'params', 'body', 'accept'];

interface State {
  params: Record<'path' | 'query' | 'header' | 'cookie', unknown[]>;
  contentType: {value?: string};
  accept: {value?: string; options: string[]};
  body: {type?: string};
  server: {value?: unknown; options: unknown[]};
  auth: {selected?: string};
  response: SendState;
}

/** A value from the explorer's state, typed as this form reads it. */
function useExplorer<T>(pick: (state: State) => T): T {
  return useTypedSelector((state) => pick(state as unknown as State));
}

/** A collapsible part of the form, as the theme draws it. */
function Part({open, onToggle, title, id, children}: {open: boolean; onToggle: () => void; title: ReactNode; id?: string; children: ReactNode}): ReactNode {
  return (
    <details open={open} className="openapi-explorer__details-container">
      <summary
        id={id}
        className="openapi-explorer__details-summary"
        onClick={(event) => {
          event.preventDefault();
          onToggle();
        }}>
        {title}
      </summary>
      {children}
    </details>
  );
}

/**
 * Replaces the theme's request form. The parts are the theme's (server, credentials, parameters,
 * body, response type); sending is this site's (./send.ts): no artificial delay, a 30-second
 * timeout that the reader can cut short with Cancel, and every outcome kept as data for the
 * Response panel, with what it needs to explain a 401 or 403 (the operation's scopes, whether a
 * token went with the request, whether signing in is possible here).
 */
export default function Request({item}: {item: Operation & {postman?: unknown; jsonRequestBodyExample?: unknown}}): ReactNode {
  const {frontMatter} = useDoc() as {frontMatter: {proxy?: string; hide_send_button?: boolean}};
  const {siteConfig} = useDocusaurusContext();
  const proxy = frontMatter.proxy ?? (siteConfig.themeConfig as {api?: {proxy?: string}}).api?.proxy;
  const pathParams = useExplorer((s) => s.params.path);
  const queryParams = useExplorer((s) => s.params.query);
  const cookieParams = useExplorer((s) => s.params.cookie);
  const headerParams = useExplorer((s) => s.params.header);
  const contentType = useExplorer((s) => s.contentType.value);
  const body = useExplorer((s) => s.body);
  const accept = useExplorer((s) => s.accept.value);
  const acceptOptions = useExplorer((s) => s.accept.options);
  const server = useExplorer((s) => s.server.value);
  const serverOptions = useExplorer((s) => s.server.options);
  const auth = useExplorer((s) => s.auth);
  const sending = useExplorer((s) => s.response.phase === 'sending');
  const dispatch = useTypedDispatch();
  const {status} = useAuth();
  const control = useSendControl();
  const encoding = useResolvedEncoding(item.requestBody);
  const methods = useForm({shouldFocusError: false});
  const serverLabelId = useId();
  const [open, setOpen] = useState<Record<Section, boolean>>({server: true, auth: true, params: true, body: true, accept: true});
  const toggle = (section: Section) => setOpen((o) => ({...o, [section]: !o[section]}));
  const allOpen = SECTIONS.every((s) => open[s]);

  // Leaving the page (or the explorer) stops a request still waiting for its answer.
  useEffect(() => () => control.current?.cancel(), [control]);

  const postman = new sdk.Request(item.postman);
  const postmanRequest = buildPostmanRequest(postman, {queryParams, pathParams, cookieParams, contentType, accept, headerParams, body, server, auth, encoding});

  const [environment, setEnvironment] = useEnvironment(status === 'signedIn');
  const [simulation, setSimulation] = useState<Simulation>('');
  const [confirming, setConfirming] = useState(false);
  const [resetDone, setResetDone] = useState(false);
  const environmentId = useId();
  const simulationId = useId();
  const sendButton = useRef<HTMLButtonElement>(null);
  const serverUrl = (server as {url?: string} | undefined)?.url;
  const scopes = requiredScopes(item.security);

  const send = async () => {
    if (control.current) return;
    const sample = environment === 'sample';
    setResetDone(false);
    // The first change to live data in a session waits for the reader's yes (ConfirmLiveWrite).
    if (!sample && isWrite(item.method) && !liveWritesConfirmed()) {
      setConfirming(true);
      return;
    }
    const outgoing = toOutgoing(postmanRequest as unknown as PostmanLike, body as never, encoding);
    if (proxy && !sample) outgoing.url = `${proxy.replace(/\/$/, '')}/${outgoing.url}`;
    const context = {
      scopes,
      sentToken: sendsToken(outgoing.headers),
      signInAvailable: runtimeFields().signInConfigured,
      signedIn: status === 'signedIn',
      environment,
    };
    dispatch(sendStarted({method: outgoing.method.toUpperCase(), url: outgoing.url, startedAt: Date.now(), environment}));
    // Sample data answers in the page: nothing leaves the browser, so there is no timeout to wait out.
    const handle = startSend(outgoing, sample ? {fetchImpl: sampleFetch(simulation || undefined), online: () => true} : undefined);
    control.current = handle;
    const result = await handle.done;
    control.current = null;
    if (result.ok) {
      const {ok: _ok, ...response} = result;
      dispatch(answered({...response, context}));
    } else {
      dispatch(failed({kind: result.kind, detail: result.detail, durationMs: result.durationMs, context}));
    }
  };

  const showServer = serverOptions.length > 0 && item.method !== 'event';
  const showAuth = auth.selected !== undefined;
  const showParams = [...pathParams, ...queryParams, ...cookieParams, ...headerParams].length > 0;
  const showBody = contentType !== undefined;
  const showAccept = acceptOptions.length > 1;
  const showSend = Boolean(item.servers || proxy) && !frontMatter.hide_send_button && item.method !== 'event';
  if (!showServer && !showAuth && !showParams && !showBody && !showAccept && !showSend) return null;
  const bodyRequired = (item.requestBody as {required?: boolean} | undefined)?.required;

  return (
    <FormProvider {...methods}>
      <form className="openapi-explorer__request-form" onSubmit={methods.handleSubmit(send)}>
        <div className="openapi-explorer__request-header-container">
          <span className="openapi-explorer__request-title">{translate({id: 'theme.openapi.request.title', message: 'Request'})}</span>
          <button
            type="button"
            className="openapi-explorer__expand-details-btn"
            onClick={() => setOpen(Object.fromEntries(SECTIONS.map((s) => [s, !allOpen])) as Record<Section, boolean>)}>
            {allOpen
              ? translate({id: 'theme.openapi.request.collapseAll', message: 'Collapse all'})
              : translate({id: 'theme.openapi.request.expandAll', message: 'Expand all'})}
          </button>
        </div>
        <div className="openapi-explorer__details-outer-container">
          {showServer && (
            <Part open={open.server} onToggle={() => toggle('server')} id={serverLabelId} title={translate({id: 'theme.openapi.request.baseUrl.title', message: 'Base URL'})}>
              <Server labelId={serverLabelId} />
            </Part>
          )}
          {showAuth && (
            <Part open={open.auth} onToggle={() => toggle('auth')} title={translate({id: 'theme.openapi.request.auth.title', message: 'Auth'})}>
              <Authorization />
            </Part>
          )}
          {showParams && (
            <Part
              open={open.params || Object.keys(methods.formState.errors).length > 0}
              onToggle={() => toggle('params')}
              title={translate({id: 'theme.openapi.request.parameters.title', message: 'Parameters'})}>
              <ParamFields parameters={item.parameters as never} />
            </Part>
          )}
          {showBody && (
            <Part
              open={open.body}
              onToggle={() => toggle('body')}
              title={
                <>
                  {translate({id: 'theme.openapi.request.body.title', message: 'Body'})}
                  {bodyRequired && <span className="openapi-schema__required">&nbsp;{translate({id: 'theme.openapi.request.requiredLabel', message: 'required'})}</span>}
                </>
              }>
              <ContentType />
              <Body jsonRequestBodyExample={item.jsonRequestBodyExample} requestBodyMetadata={item.requestBody} required={bodyRequired} />
            </Part>
          )}
          {showAccept && (
            <Part open={open.accept} onToggle={() => toggle('accept')} title={translate({id: 'theme.openapi.request.accept.title', message: 'Accept'})}>
              <Accept />
            </Part>
          )}
          {showSend && (
            <div className={styles.sendBar}>
              <div className={styles.environment}>
                <label htmlFor={environmentId}>{translate({id: 'site.explorer.environment', message: 'Send to'})}</label>
                <select id={environmentId} value={environment} onChange={(event) => setEnvironment(event.target.value === 'live' ? 'live' : 'sample')}>
                  <option value="sample">{translate({id: 'site.explorer.sample', message: 'Sample data (in your browser)'})}</option>
                  <option value="live">{translate({id: 'site.explorer.live', message: 'Live: {host}'}, {host: liveHost(serverUrl)})}</option>
                </select>
              </div>
              <div className={styles.sendRow}>
                <button ref={sendButton} className="openapi-explorer__request-btn" type="submit" disabled={sending}>
                  {sending ? 'Sending…' : translate({id: 'theme.openapi.request.sendButton', message: 'Send API Request'})}
                </button>
                {environment === 'sample' && (
                  <span className={styles.environment}>
                    <label htmlFor={simulationId}>{translate({id: 'site.explorer.simulate', message: 'Answer'})}</label>
                    <select id={simulationId} value={simulation} onChange={(event) => setSimulation(event.target.value as Simulation)}>
                      <option value="">as the API would</option>
                      <option value="unauthorized">401 Unauthorized</option>
                      <option value="forbidden">403 Forbidden</option>
                      <option value="rate_limited">429 Too Many Requests</option>
                    </select>
                  </span>
                )}
              </div>
              <p className={styles.sendNote}>
                <Scopes phrase={scopes.length > 0 ? scopePhrase(scopes) : ''} guide={SCOPES_GUIDE} />{' '}
                {environment === 'sample' ? (
                  <>
                    Records kept in this tab only; nothing reaches Salesloft.{' '}
                    <button type="button" className={styles.reset} onClick={() => void resetSampleData().then(() => setResetDone(true))}>
                      {resetDone ? 'Sample data reset' : 'Reset sample data'}
                    </button>
                  </>
                ) : (
                  isWrite(item.method) ? 'Changes your team’s real data.' : 'Reads your team’s real data.'
                )}
              </p>
            </div>
          )}
        </div>
      </form>
      {confirming && (
        <ConfirmLiveWrite
          method={item.method.toUpperCase()}
          host={liveHost(serverUrl)}
          onAnswer={(answer) => {
            setConfirming(false);
            if (answer === 'sample') setEnvironment('sample');
            if (answer === 'live') {
              confirmLiveWrites();
              void methods.handleSubmit(send)();
            } else {
              sendButton.current?.focus();
            }
          }}
        />
      )}
    </FormProvider>
  );
}
