import {describe, expect, it} from 'vitest';
import type {SafeStorage} from '../lib/storage';
import {
  API_VERSION_STORAGE_KEY,
  readPreferredVersion,
  versionLanding,
  versionOfPath,
  versionSwitchHtml,
  writePreferredVersion,
} from './versions';

function memoryStorage(initial: Record<string, string> = {}): SafeStorage & {data: Record<string, string>} {
  const data = {...initial};
  return {data, get: (k) => data[k] ?? null, set: (k, v) => void (data[k] = v), remove: (k) => void delete data[k]};
}

describe('API version preference', () => {
  it('defaults to v2.0 and ignores unknown stored values', () => {
    expect(readPreferredVersion(memoryStorage())).toBe('2.0');
    expect(readPreferredVersion(memoryStorage({[API_VERSION_STORAGE_KEY]: '3.0'}))).toBe('2.0');
  });

  it('remembers an explicit choice of a known version only', () => {
    const storage = memoryStorage();
    writePreferredVersion(storage, '1.0');
    expect(readPreferredVersion(storage)).toBe('1.0');
    writePreferredVersion(storage, 'bogus');
    expect(storage.data[API_VERSION_STORAGE_KEY]).toBe('1.0');
  });

  it('maps versions to landings and paths to versions, honouring the base URL', () => {
    expect(versionLanding('2.0')).toBe('/docs/api/');
    expect(versionLanding('1.0', '/portal/')).toBe('/portal/docs/api/1.0/salesloft-platform/');
    expect(versionOfPath('/docs/api/people-index/')).toBe('2.0');
    expect(versionOfPath('/docs/api/1.0/public-api-v-1-people-index/')).toBe('1.0');
    expect(versionOfPath('/docs/platform/intro/')).toBeNull();
  });

  it('renders a switch that marks the current version', () => {
    const html = versionSwitchHtml('1.0');
    expect(html).toContain('data-api-version="2.0"');
    expect(html).toMatch(/href="\/docs\/api\/1\.0\/salesloft-platform\/" data-api-version="1\.0" aria-current="true"/);
    expect(html.match(/aria-current/g)).toHaveLength(1);
  });
});
