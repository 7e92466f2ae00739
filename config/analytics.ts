import {isPlaceholder} from './env';

/**
 * Why analytics stay off, or null when the configuration is usable (SPEC 5: empty key, invalid URL).
 * Read by the browser (src/analytics, which then stays silent) and by the build
 * (config/securityHeaders.ts, which then leaves the data plane out of the CSP), so it lives in
 * config/, which src/ may import and which imports nothing from src/.
 */
export function analyticsConfigProblem(writeKey: string, dataPlaneUrl: string): string | null {
  if (isPlaceholder(writeKey)) return 'RUDDERSTACK_WRITE_KEY is empty or a placeholder';
  try {
    const url = new URL(dataPlaneUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'RUDDERSTACK_DATA_PLANE_URL is not an http(s) URL';
  } catch {
    return 'RUDDERSTACK_DATA_PLANE_URL is not a valid URL';
  }
  return null;
}
