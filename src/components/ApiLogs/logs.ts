/** The API logs endpoint's contract (documented in CONTRIBUTING.md, "API logs endpoint contract"), and the query it takes. */

export interface LogCredential {
  type: 'api_key' | 'integration';
  name: string;
}

export interface LogEntry {
  id: string;
  occurred_at: string;
  method: string;
  path: string;
  query: string;
  status: number;
  cost: number;
  credential: LogCredential;
}

export interface LogsPage {
  data: LogEntry[];
  metadata: {
    paging: {per_page: number; current_page: number; next_page: number | null; prev_page: number | null; total_count?: number};
    credentials?: LogCredential[];
  };
}

export const TIME_RANGES = [
  {value: '1h', label: 'Last hour', ms: 60 * 60 * 1000},
  {value: '24h', label: 'Last 24 hours', ms: 24 * 60 * 60 * 1000},
  {value: '7d', label: 'Last 7 days', ms: 7 * 24 * 60 * 60 * 1000},
  {value: '30d', label: 'Last 30 days', ms: 30 * 24 * 60 * 60 * 1000},
] as const;

export const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export const STATUS_CLASSES = ['2xx', '4xx', '5xx'] as const;
export const PER_PAGE = 20;

export interface LogFilters {
  range: (typeof TIME_RANGES)[number]['value'];
  method: string;
  statusClass: string;
  credential: string;
  page: number;
}

export const DEFAULT_FILTERS: LogFilters = {range: '24h', method: '', statusClass: '', credential: '', page: 1};

/** The request URL for a set of filters; empty filters are left out. */
export function logsUrl(endpoint: string, filters: LogFilters, now = Date.now()): string {
  const url = new URL(endpoint);
  const range = TIME_RANGES.find((r) => r.value === filters.range) ?? TIME_RANGES[1];
  url.searchParams.set('since', new Date(now - range.ms).toISOString());
  if (filters.method) url.searchParams.set('method', filters.method);
  if (filters.statusClass) url.searchParams.set('status_class', filters.statusClass);
  if (filters.credential) url.searchParams.set('credential', filters.credential);
  url.searchParams.set('page', String(filters.page));
  url.searchParams.set('per_page', String(PER_PAGE));
  return url.toString();
}

/** Checks the response shape so that a wrong endpoint shows an error instead of a broken table. */
export function parseLogsPage(body: unknown): LogsPage {
  const page = body as Partial<LogsPage> | null;
  if (!page || !Array.isArray(page.data) || !page.metadata || typeof page.metadata.paging !== 'object') {
    throw new Error('unexpected response from the API logs endpoint');
  }
  return page as LogsPage;
}

/** CSS-friendly class of a status: success, client error, server error. */
export function statusKind(status: number): 'ok' | 'client' | 'server' {
  if (status >= 500) return 'server';
  if (status >= 400) return 'client';
  return 'ok';
}
