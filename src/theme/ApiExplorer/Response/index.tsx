import React, {useEffect, useRef, type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ApiCodeBlock from '@theme/ApiExplorer/ApiCodeBlock';
import Link from '@docusaurus/Link';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import clsx from 'clsx';
import {createPortal} from 'react-dom';
import {useResponseSlot} from '../../ApiItem/responseSlot';
import {inlineTokens} from '../Request/inlineMarkdown';
import {useTypedDispatch, useTypedSelector} from '../../ApiItem/hooks';
import {useSendControl} from '../Request/sendControl';
import {describeFailure, describeResponse, notableHeaders, originOf, prettyJson, REQUEST_TIMEOUT_MS, type ReceivedResponse, type SendState, type Tone, type Verdict} from './outcome';
import {clearResponse} from './slice';
import styles from './styles.module.css';

/** A sentence of advice: `code` spans (scope names) and links as elements, the rest as text, so nothing is injected. */
function Sentence({text}: {text: string}): ReactNode {
  const {withBaseUrl} = useBaseUrlUtils();
  return inlineTokens(text).map((token, i) => {
    if (token.kind === 'code') return <code key={i}>{token.text}</code>;
    if (token.kind === 'link') return <Link key={i} to={token.href.startsWith('/') ? withBaseUrl(token.href) : token.href}>{token.text}</Link>;
    return <React.Fragment key={i}>{token.text}</React.Fragment>;
  });
}

/** Marks an answer that came from the in-browser sample data, not from an API. */
function SampleBadge(): ReactNode {
  return (
    <span className={clsx('badge badge--info', styles.sampleBadge)} data-testid="sample-badge">
      Sample data
    </span>
  );
}

const ALERT: Record<Tone, string> = {success: 'alert--success', info: 'alert--info', warning: 'alert--warning', danger: 'alert--danger'};

function Advice({verdict, withHeadline}: {verdict: Verdict; withHeadline: boolean}): ReactNode {
  return (
    <div role="alert" className={clsx('alert', ALERT[verdict.tone], styles.advice)}>
      {withHeadline && (
        <p className={styles.headline}>
          <strong>{verdict.headline}</strong>
        </p>
      )}
      {verdict.advice.map((sentence) => (
        <p key={sentence}>
          <Sentence text={sentence} />
        </p>
      ))}
    </div>
  );
}

const DOT: Record<Tone, string> = {success: 'openapi-response__dot--success', info: 'openapi-response__dot--info', warning: 'openapi-response__dot--danger', danger: 'openapi-response__dot--danger'};

function Answer({response}: {response: ReceivedResponse}): ReactNode {
  const verdict = describeResponse(response);
  const shown = notableHeaders(response.headers);
  const contentType = response.headers.find(([name]) => name === 'content-type')?.[1] ?? '';
  const isJson = /json/i.test(contentType);
  return (
    <>
      <p className={styles.status}>
        <span className={clsx('openapi-response__dot', DOT[verdict.tone])} aria-hidden="true" />
        <strong data-testid="response-status">{verdict.headline}</strong>
        {response.context.environment === 'sample' && <SampleBadge />}
        <span className={styles.meta}>{response.durationMs} ms</span>
      </p>
      {verdict.advice.length > 0 && <Advice verdict={verdict} withHeadline={false} />}
      <h4 className={styles.subhead}>Headers</h4>
      {shown.length > 0 ? (
        <dl className={styles.headers}>
          {shown.map(([name, value]) => (
            <React.Fragment key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </React.Fragment>
          ))}
        </dl>
      ) : (
        <p className={styles.meta}>No content type or rate-limit headers came back.</p>
      )}
      {response.headers.length > shown.length && (
        <details className={styles.all}>
          <summary>All {response.headers.length} headers</summary>
          <dl className={styles.headers}>
            {response.headers.map(([name, value], i) => (
              <React.Fragment key={`${name}-${i}`}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </React.Fragment>
            ))}
          </dl>
        </details>
      )}
      <p className={styles.meta}>The browser shows only the headers the server lets this page read.</p>
      <h4 className={styles.subhead}>Body</h4>
      {response.body === '' ? (
        <p className={styles.meta}>The response has no body.</p>
      ) : (
        <ApiCodeBlock className="openapi-explorer__code-block openapi-response__status-code" language={isJson ? 'json' : response.body.trimStart().startsWith('<') ? 'xml' : 'text'}>
          {isJson ? prettyJson(response.body) : response.body}
        </ApiCodeBlock>
      )}
    </>
  );
}

function Waiting({state}: {state: Extract<SendState, {phase: 'sending'}>}): ReactNode {
  const control = useSendControl();
  return (
    <div className={styles.waiting}>
      <div className="openapi-response__lds-ring" aria-hidden="true">
        <div />
        <div />
        <div />
        <div />
      </div>
      <p role="status">
        {state.environment === 'sample'
          ? 'Answering from the sample data in your browser…'
          : `Waiting for ${originOf(state.url)}… The request stops after ${REQUEST_TIMEOUT_MS / 1000} seconds.`}
      </p>
      <button type="button" className="button button--secondary button--sm" onClick={() => control.current?.cancel()}>
        Cancel
      </button>
    </div>
  );
}

/**
 * Replaces the theme's response panel, which showed only a status and a body, and after a failed
 * send nothing at all. This one shows every outcome (./outcome.ts): the status with its reason, the
 * headers worth reading, the body indented; advice for error statuses; a sentence for each way a
 * request fails without an answer (offline, network, CORS, timeout, cancelled); and, while it waits,
 * a Cancel button.
 */
export default function Response({item}: {item: {servers?: unknown}}): ReactNode {
  const {frontMatter} = useDoc() as {frontMatter: {proxy?: string; hide_send_button?: boolean}};
  const {siteConfig} = useDocusaurusContext();
  const proxy = frontMatter.proxy ?? (siteConfig.themeConfig as {api?: {proxy?: string}}).api?.proxy;
  const state = useTypedSelector((s) => s.response as SendState | undefined) ?? {phase: 'idle'};
  const dispatch = useTypedDispatch();
  const container = useRef<HTMLDivElement>(null);
  const slot = useResponseSlot();

  // Keep the panel in view in the explorer's column as the request goes out and as the answer
  // arrives: an answer taller than the column then shows from its status line down.
  useEffect(() => {
    if (state.phase !== 'idle') container.current?.scrollIntoView?.({block: 'nearest'});
  }, [state.phase]);

  if ((!item.servers && !proxy) || frontMatter.hide_send_button) return null;
  // In the operation page's column the panel takes the response example's place, and only once
  // there is something to show; elsewhere it stays below the request with its placeholder.
  if (slot && state.phase === 'idle') return null;
  const panel = (
    <div ref={container} className="openapi-explorer__response-container">
      <div className="openapi-explorer__response-title-container">
        <span className="openapi-explorer__response-title">{translate({id: 'theme.openapi.response.title', message: 'Response'})}</span>
        <button type="button" className="openapi-explorer__response-clear-btn" onClick={() => dispatch(clearResponse())}>
          {translate({id: 'theme.openapi.response.clear', message: 'Clear'})}
        </button>
      </div>
      <div className={styles.body} data-phase={state.phase}>
        {state.phase === 'idle' && (
          <p className="openapi-explorer__response-placeholder-message">
            Send the request to see its status, headers and body here.
          </p>
        )}
        {state.phase === 'sending' && <Waiting state={state} />}
        {state.phase === 'response' && <Answer response={state.response} />}
        {state.phase === 'failed' && <Advice verdict={describeFailure(state.failure, state.url)} withHeadline />}
      </div>
    </div>
  );
  return slot ? createPortal(panel, slot) : panel;
}
