import React, {type ReactNode, useCallback, useEffect, useState} from 'react';
import clsx from 'clsx';
import {useAuth} from '@site/src/auth/useAuth';
import {runtimeFields} from '@site/src/lib/runtimeFields';
import {DEFAULT_FILTERS, type LogFilters, type LogsPage, logsUrl, METHODS, parseLogsPage, STATUS_CLASSES, statusKind, TIME_RANGES} from './logs';
import styles from './styles.module.css';

type Load = {state: 'loading'} | {state: 'error'; message: string} | {state: 'ready'; page: LogsPage};

const time = new Intl.DateTimeFormat('en', {dateStyle: 'medium', timeStyle: 'medium'});

/** The signed-in dashboard of /api-logs/: the team's requests with filters and paging. */
export default function ApiLogs(): ReactNode {
  const {accessToken} = useAuth();
  const [filters, setFilters] = useState<LogFilters>(DEFAULT_FILTERS);
  const [load, setLoad] = useState<Load>({state: 'loading'});
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!accessToken) return undefined;
    const controller = new AbortController();
    setLoad({state: 'loading'});
    fetch(logsUrl(runtimeFields().API_LOGS_URL, filters), {
      headers: {Authorization: `Bearer ${accessToken}`, Accept: 'application/json'},
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`the API logs endpoint answered ${response.status}`);
        setLoad({state: 'ready', page: parseLogsPage(await response.json())});
      })
      .catch((error: Error) => {
        if (!controller.signal.aborted) setLoad({state: 'error', message: error.message});
      });
    return () => controller.abort();
  }, [accessToken, filters, attempt]);

  const update = useCallback((change: Partial<LogFilters>) => setFilters((current) => ({...current, page: 1, ...change})), []);
  const credentials = load.state === 'ready' ? (load.page.metadata.credentials ?? []) : [];
  const paging = load.state === 'ready' ? load.page.metadata.paging : null;

  return (
    <section aria-labelledby="api-logs-heading" className={styles.dashboard}>
      <h2 id="api-logs-heading">Requests by your team’s integrations and API keys</h2>
      <form className={styles.filters} aria-label="Filter requests" onSubmit={(e) => e.preventDefault()}>
        <label>
          Time range
          <select value={filters.range} onChange={(e) => update({range: e.target.value as LogFilters['range']})}>
            {TIME_RANGES.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Method
          <select value={filters.method} onChange={(e) => update({method: e.target.value})}>
            <option value="">Any method</option>
            {METHODS.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </label>
        <label>
          Status
          <select value={filters.statusClass} onChange={(e) => update({statusClass: e.target.value})}>
            <option value="">Any status</option>
            {STATUS_CLASSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <label>
          Integration or key
          <select value={filters.credential} onChange={(e) => update({credential: e.target.value})}>
            <option value="">All integrations and keys</option>
            {credentials.map((c) => (
              <option key={c.name} value={c.name}>
                {c.name}
              </option>
            ))}
            {filters.credential && !credentials.some((c) => c.name === filters.credential) && <option value={filters.credential}>{filters.credential}</option>}
          </select>
        </label>
      </form>

      {load.state === 'loading' && (
        <p role="status" className={styles.note}>
          Loading requests…
        </p>
      )}
      {load.state === 'error' && (
        <div role="alert" className={clsx('alert alert--danger', styles.note)}>
          <p>The API logs could not be loaded: {load.message}.</p>
          <button type="button" className="button button--sm button--danger" onClick={() => setAttempt((n) => n + 1)}>
            Retry
          </button>
        </div>
      )}
      {load.state === 'ready' && load.page.data.length === 0 && (
        <p role="status" className={styles.note}>
          No requests match these filters. Widen the time range or clear a filter.
        </p>
      )}
      {load.state === 'ready' && load.page.data.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.caption}>
              {paging?.total_count ?? load.page.data.length} requests
            </caption>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Method</th>
                <th scope="col">Path</th>
                <th scope="col">Query</th>
                <th scope="col">Status</th>
                <th scope="col">Rate-limit cost</th>
                <th scope="col">API key or integration</th>
              </tr>
            </thead>
            <tbody>
              {load.page.data.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.occurred_at}>{time.format(new Date(entry.occurred_at))}</time>
                  </td>
                  <td>
                    <code>{entry.method}</code>
                  </td>
                  <td>
                    <code>{entry.path}</code>
                  </td>
                  <td className={styles.query}>{entry.query ? <code>{entry.query}</code> : '-'}</td>
                  <td>
                    <span className={clsx(styles.status, styles[statusKind(entry.status)])}>{entry.status}</span>
                  </td>
                  <td>{entry.cost}</td>
                  <td>
                    {entry.credential.name}
                    <span className={styles.kind}>{entry.credential.type === 'api_key' ? 'API key' : 'Integration'}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {paging && (paging.prev_page || paging.next_page) && (
        <nav className={styles.pager} aria-label="Pages of requests">
          <button type="button" className="button button--sm button--secondary" disabled={!paging.prev_page} onClick={() => setFilters((f) => ({...f, page: paging.prev_page ?? 1}))}>
            Previous
          </button>
          <span>Page {paging.current_page}</span>
          <button type="button" className="button button--sm button--secondary" disabled={!paging.next_page} onClick={() => setFilters((f) => ({...f, page: paging.next_page ?? f.page}))}>
            Next
          </button>
        </nav>
      )}
    </section>
  );
}
