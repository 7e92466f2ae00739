/** The light panel and the operation heading show the same URL: server, then path with `:id` params. */
export function displayUrl(server: string | undefined, path: string): string {
  return `${(server ?? '').replace(/\/$/, '')}${path.replace(/{([a-z0-9_-]+)}/gi, ':$1')}`;
}

/** Infima badge colour per HTTP method, as the openapi theme colours them. */
export function methodColor(method: string): string {
  switch (method.toLowerCase()) {
    case 'get':
      return 'primary';
    case 'post':
      return 'success';
    case 'delete':
      return 'danger';
    case 'put':
      return 'info';
    case 'patch':
      return 'warning';
    default:
      return 'secondary';
  }
}

/** What generate.mjs leaves in an operation page's `api` front matter. */
export interface ApiPreview {
  method: string;
  path: string;
  server?: string;
  /** Site path of the operation's JSON, which the explorer fetches when it opens. */
  operation: string;
}

export function isApiPreview(value: unknown): value is ApiPreview {
  const v = value as Partial<ApiPreview> | null;
  return typeof v === 'object' && v !== null && typeof v.method === 'string' && typeof v.path === 'string' && typeof v.operation === 'string';
}
