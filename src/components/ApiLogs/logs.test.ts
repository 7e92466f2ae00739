import {describe, expect, it} from 'vitest';
import {DEFAULT_FILTERS, logsUrl, parseLogsPage, statusKind} from './logs';

describe('API logs', () => {
  it('builds the query from the filters, leaving empty ones out', () => {
    const now = Date.parse('2025-01-02T00:00:00Z');
    const url = new URL(logsUrl('https://logs.example.com/api-logs', {...DEFAULT_FILTERS, method: 'POST', statusClass: '4xx', page: 3}, now));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      since: '2025-01-01T00:00:00.000Z',
      method: 'POST',
      status_class: '4xx',
      page: '3',
      per_page: '20',
    });
    expect(new URL(logsUrl('https://l.example.com/x', {...DEFAULT_FILTERS, range: '1h', credential: 'CRM Sync'}, now)).searchParams.get('credential')).toBe('CRM Sync');
  });

  it('accepts the documented shape and rejects anything else', () => {
    const page = {data: [], metadata: {paging: {per_page: 20, current_page: 1, next_page: null, prev_page: null}}};
    expect(parseLogsPage(page)).toBe(page);
    expect(() => parseLogsPage({data: {}})).toThrow();
    expect(() => parseLogsPage(null)).toThrow();
  });

  it('classifies statuses', () => {
    expect([statusKind(204), statusKind(429), statusKind(503)]).toEqual(['ok', 'client', 'server']);
  });
});
