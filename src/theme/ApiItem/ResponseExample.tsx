import React, {useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {usePrismTheme} from '@docusaurus/theme-common';
import {jsonLines, tokenClasses} from './jsonTokens';
import {exampleOf, firstStatus, type DocumentedResponses} from './responseExamples';
import styles from './styles.module.css';

/** A response description's `code` spans as <code>; the rest stays text (React escapes it). */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

/** JSON highlighted with the code theme's classes, without Prism (see ./jsonTokens.ts). */
function JsonCode({text}: {text: string}): ReactNode {
  const theme = usePrismTheme();
  const lines = useMemo(() => jsonLines(text), [text]);
  return (
    <div className={styles.responseExampleCode}>
      {/* Focusable so keyboard users can scroll it (axe: scrollable-region-focusable). */}
      <pre className="prism-code language-json" style={{color: theme.plain.color, backgroundColor: theme.plain.backgroundColor}} tabIndex={0}>
        <code>
          {lines.map((line, i) => (
            <span key={i} className="token-line">
              {line.map((token, j) => {
                const className = tokenClasses(theme, token.types);
                return className ? (
                  <span key={j} className={className}>
                    {token.content}
                  </span>
                ) : (
                  token.content
                );
              })}
              {'\n'}
            </span>
          ))}
        </code>
      </pre>
    </div>
  );
}

/**
 * The response example beside the request sample: one status at a time, the first success to
 * begin with, and a button per documented status. It fills in once the page has hydrated (the
 * Responses section hands the responses over then), inside a box of fixed size that the server
 * already renders, so its arrival moves nothing; readers without JavaScript find the same examples
 * under Responses.
 */
export default function ResponseExample({responses}: {responses: DocumentedResponses | null}): ReactNode {
  const [picked, setPicked] = useState<string | null>(null);
  const label = translate({id: 'site.apiResponseExample.label', message: 'Response example'});
  const status = responses && (picked !== null && responses[picked] ? picked : firstStatus(responses));
  const example = responses && status ? exampleOf(responses[status]!) : null;

  return (
    <section className={styles.responseExample} aria-label={label} data-status={status ?? undefined}>
      <div className={styles.responseExampleHeader}>
        <h2 className={styles.responseExampleTitle}>{label}</h2>
        {responses && (
          <div role="group" aria-label={translate({id: 'site.apiResponseExample.statuses', message: 'Response status'})} className={styles.statusButtons}>
            {Object.keys(responses).map((code) => (
              <button
                key={code}
                type="button"
                className={clsx(styles.statusButton, code.startsWith('2') ? styles.statusOk : styles.statusError)}
                aria-pressed={code === status}
                onClick={() => setPicked(code)}>
                {code}
              </button>
            ))}
          </div>
        )}
      </div>
      {!responses && (
        <p className={styles.hint}>{translate({id: 'site.apiResponseExample.fallback', message: 'Each status has an example under Responses.'})}</p>
      )}
      {status && responses?.[status]?.description && <p className={styles.responseExampleDescription}>{withCode(responses[status]!.description!)}</p>}
      {example?.kind === 'json' && <JsonCode text={example.text} />}
      {example?.kind === 'empty' && <p className={styles.hint}>{translate({id: 'site.apiResponseExample.empty', message: 'This response has no body.'})}</p>}
      {example?.kind === 'unknown' && <p className={styles.hint}>{example.note}</p>}
    </section>
  );
}
