import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {BOOT_ATTRIBUTE, bootScript, checkUpstreamTemplate, ssgTemplate, UPSTREAM_TEMPLATE} from './ssgTemplate';

const require = createRequire(import.meta.url);
const upstream = (require(`${UPSTREAM_TEMPLATE.package}/${UPSTREAM_TEMPLATE.file}`) as {default: string}).default;
const installedVersion = (require(`${UPSTREAM_TEMPLATE.package}/package.json`) as {version: string}).version;

describe('SSG template drift', () => {
  it('was copied from the default template of the installed Docusaurus (else: re-read the copy against upstream)', () => {
    expect(() => checkUpstreamTemplate(upstream, installedVersion)).not.toThrow();
  });

  it('tells the maintainer to re-read the copy when the upstream template changed', () => {
    const changed = upstream.replace('<meta charset="UTF-8">', '<meta charset="UTF-8">\n    <%~ it.newField %>');
    expect(() => checkUpstreamTemplate(changed, '3.99.0')).toThrow(
      /@docusaurus\/core@3\.99\.0 \(lib\/ssg\/ssgTemplate\.html\.js\) differs .* Re-read ssgTemplate against the new upstream template/,
    );
  });

  it('is the default template with only its scripts changed: preloads, and the boot script', () => {
    const scriptTag = '<script src="<%= it.baseUrl %><%= script %>" defer></script>';
    const preload = `<link rel="preload" as="script" fetchpriority="low" ${BOOT_ATTRIBUTE} href="<%= it.baseUrl %><%= script %>" />`;
    expect(upstream.split(scriptTag)).toHaveLength(2);
    expect(upstream.split('  </body>')).toHaveLength(2);
    const expected = upstream.replace(scriptTag, preload).replace('  </body>', `    <script>${bootScript}</script>\n  </body>`).trim();
    expect(ssgTemplate).toBe(expected);
  });
});
