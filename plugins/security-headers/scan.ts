import {Parser} from 'htmlparser2';

/** What one built HTML file holds that the Content-Security-Policy has to account for. */
export interface PageScripts {
  /** The text of every inline script the browser would run, as written in the file. */
  inlineScripts: string[];
  /** What a hash cannot allow (event handler attributes, javascript: URLs, scripts from elsewhere). */
  problems: string[];
}

/**
 * `type` values that make a `<script>` executable (HTML's "JavaScript MIME type essence match",
 * plus `module`). Anything else, such as the breadcrumbs' `application/ld+json`, is a data block the
 * browser never runs, so the policy does not need to (and should not) list it.
 */
const SCRIPT_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** Attributes whose value is a URL the browser may navigate to or load. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data']);

/** A script URL the site's own origin ('self') covers: relative, or root-relative. */
function isSameOrigin(src: string): boolean {
  const value = src.trim();
  return !/^[a-z][a-z0-9+.-]*:/i.test(value) && !value.startsWith('//');
}

/**
 * Finds the inline scripts of one page and anything in it that a hash-based script-src cannot
 * allow. Script text is collected raw (HTML does not decode entities inside `<script>`), so its hash
 * is the one the browser computes.
 */
export function scanPage(html: string): PageScripts {
  const inlineScripts: string[] = [];
  const problems: string[] = [];
  let open: string[] | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^on[a-z]+$/.test(attribute)) problems.push(`<${name}> has an inline event handler (${attribute}="${value.slice(0, 60)}")`);
          if (URL_ATTRIBUTES.has(attribute) && /^\s*javascript:/i.test(value)) problems.push(`<${name} ${attribute}> is a javascript: URL`);
        }
        if (name !== 'script') return;
        const type = (attributes.type ?? '').trim().toLowerCase();
        if (!SCRIPT_TYPES.has(type)) return;
        if (attributes.src !== undefined) {
          if (!isSameOrigin(attributes.src)) problems.push(`<script src="${attributes.src}"> loads code from another origin`);
          return;
        }
        open = [];
      },
      ontext(text) {
        open?.push(text);
      },
      onclosetag(name) {
        if (name !== 'script' || !open) return;
        inlineScripts.push(open.join(''));
        open = null;
      },
    },
    {decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true},
  );
  parser.write(html);
  parser.end();
  return {inlineScripts, problems};
}
