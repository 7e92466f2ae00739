import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

/** A sessionStorage stand-in: the module under test reads `window.sessionStorage`. */
function installStorage(): Map<string, string> {
  const store = new Map<string, string>();
  const sessionStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  };
  vi.stubGlobal('window', {sessionStorage});
  return store;
}

const load = () => import('./browser');
const JSON_HEADERS: [string, string][] = [['content-type', 'application/json']];

// Each test imports the module afresh, with half a megabyte of generated data: more than the default 5 s on a busy machine.
describe('sampleFetch (the explorer’s Sample data)', {timeout: 30_000}, () => {
  let store: Map<string, string>;
  beforeEach(() => {
    vi.resetModules();
    store = installStorage();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('answers with a real Response, marked as sample data, with the rate-limit headers', async () => {
    const {sampleFetch, SAMPLE_RESPONSE_HEADER} = await load();
    const response = await sampleFetch('https://api.salesloft.com/v2/people?per_page=2', {method: 'GET', headers: []});
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(200);
    expect(response.headers.get(SAMPLE_RESPONSE_HEADER)).toBe('true');
    expect(response.headers.get('x-ratelimit-endpoint-cost')).toBe('1');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await response.json()).data).toHaveLength(2);
  });

  it('keeps what a request created in sessionStorage, so a reload finds it; reset forgets it', async () => {
    const first = await load();
    const created = await first.sampleFetch('http://localhost:3000/v2/notes', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({content: 'Survives a reload', associated_with_type: 'person', associated_with_id: 4521}),
    });
    const {data: note} = (await created.json()) as {data: {id: number}};
    expect(store.get(first.SAMPLE_DATA_STORAGE_KEY)).toContain('Survives a reload');

    vi.resetModules();
    const reloaded = await load();
    const shown = await reloaded.sampleFetch(`https://api.salesloft.com/v2/notes/${note.id}`, {method: 'GET', headers: []});
    expect(shown.status).toBe(200);
    expect(((await shown.json()) as {data: {content: string}}).data.content).toBe('Survives a reload');

    reloaded.resetSampleData();
    expect(store.has(reloaded.SAMPLE_DATA_STORAGE_KEY)).toBe(false);
    expect((await reloaded.sampleFetch(`https://api.salesloft.com/v2/notes/${note.id}`, {method: 'GET', headers: []})).status).toBe(404);
  });

  it('reads a URLSearchParams body as a form, gives 204 without a body, and simulates a 403 naming the scope', async () => {
    const {sampleFetch} = await load();
    const form = await sampleFetch('https://api.salesloft.com/v2/notes', {method: 'POST', headers: [], body: new URLSearchParams({content: 'From a form', associated_with_type: 'account', associated_with_id: '5678'})});
    expect(form.status).toBe(200);
    const {data} = (await form.json()) as {data: {id: number; associated_with: {id: number}}};
    expect(data.associated_with.id).toBe(5678);
    const deleted = await sampleFetch(`https://api.salesloft.com/v2/notes/${data.id}`, {method: 'DELETE', headers: []});
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    const forbidden = await sampleFetch('https://api.salesloft.com/v2/notes', {method: 'GET', headers: []}, {simulate: 'forbidden'});
    expect(forbidden.status).toBe(403);
    expect(((await forbidden.json()) as {error: string}).error).toBe('Insufficient scope for this action (requires the notes:read scope)');
  });

  it('ignores a stored state it cannot read', async () => {
    const {SAMPLE_DATA_STORAGE_KEY} = await load();
    store.set(SAMPLE_DATA_STORAGE_KEY, '{not json');
    vi.resetModules();
    const again = await load();
    expect((await again.sampleFetch('https://api.salesloft.com/v2/people', {method: 'GET', headers: []})).status).toBe(200);
  });
});
