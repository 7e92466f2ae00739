import type {Simulation} from './environment';

/**
 * A fetch for startSend() that answers from the sample data. The emulator and its seed are a chunk
 * of their own (src/sampleApi), fetched on the first sample send, never with the page.
 */
export function sampleFetch(simulate?: Exclude<Simulation, ''>): typeof fetch {
  return async (input, init) => {
    const api = await import(/* webpackChunkName: "api-on-demand-sample-data" */ '../../../sampleApi/browser');
    const headers = Array.isArray(init?.headers) ? (init.headers as [string, string][]) : [];
    return api.sampleFetch(String(input), {method: init?.method ?? 'GET', headers, body: asText(init?.body)}, {simulate});
  };
}

/** Forgets what the reader created, changed or deleted in the sample data this session. */
export async function resetSampleData(): Promise<void> {
  const api = await import(/* webpackChunkName: "api-on-demand-sample-data" */ '../../../sampleApi/browser');
  api.resetSampleData();
}

/**
 * The emulator reads text bodies. A multipart form (a file upload) reaches it as its fields, URL
 * encoded, a file as its name: the sample data keeps records, not files.
 */
function asText(body: BodyInit | null | undefined): string | URLSearchParams | null {
  if (body === null || body === undefined || typeof body === 'string' || body instanceof URLSearchParams) return body ?? null;
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    const fields = new URLSearchParams();
    body.forEach((value, name) => fields.append(name, typeof value === 'string' ? value : value.name));
    return fields;
  }
  return '';
}
