import {describe, expect, it} from 'vitest';
import loader from './version-metadata-loader.js';

const {trimVersionMetadata} = loader as unknown as {trimVersionMetadata: (data: unknown) => unknown};

const metadata = {
  version: {
    pluginId: 'api',
    version: 'current',
    label: 'Next',
    banner: null,
    badge: false,
    className: 'docs-version-current',
    isLast: true,
    docsSidebars: {
      'api-v2.0': [
        {type: 'html', value: '<nav>switch</nav>', defaultStyle: false, className: 'api-version-switch__item'},
        {type: 'link', href: '/docs/api/', label: 'Introduction', docId: 'salesloft-api', unlisted: false},
        {
          type: 'category',
          label: 'People',
          collapsed: true,
          collapsible: true,
          href: '/docs/api/people',
          items: [
            {type: 'link', href: '/docs/api/people-index', label: 'List people', className: 'get api-method', docId: 'people-index', unlisted: false},
            {type: 'link', href: '/docs/api/people-secret', label: 'Hidden', docId: 'people-secret', unlisted: true},
          ],
        },
      ],
    },
    docs: {
      'salesloft-api': {id: 'salesloft-api', title: 'Salesloft API', description: 'The REST API.', sidebar: 'api-v2.0'},
      'people-index': {id: 'people-index', title: 'List people', description: 'Returns people.', sidebar: 'api-v2.0'},
      'people-secret': {id: 'people-secret', title: 'Hidden'},
    },
  },
};

describe('version-metadata-loader', () => {
  it('keeps each doc id with nothing else, and drops default link flags', () => {
    expect(trimVersionMetadata(metadata)).toEqual({
      version: {
        ...metadata.version,
        docsSidebars: {
          'api-v2.0': [
            metadata.version.docsSidebars['api-v2.0'][0],
            {type: 'link', href: '/docs/api/', label: 'Introduction', docId: 'salesloft-api'},
            {
              type: 'category',
              label: 'People',
              collapsed: true,
              collapsible: true,
              href: '/docs/api/people',
              items: [
                {type: 'link', href: '/docs/api/people-index', label: 'List people', className: 'get api-method', docId: 'people-index'},
                {type: 'link', href: '/docs/api/people-secret', label: 'Hidden', docId: 'people-secret', unlisted: true},
              ],
            },
          ],
        },
        docs: {'salesloft-api': {}, 'people-index': {}, 'people-secret': {}},
      },
    });
  });

  it('is a loader: JSON in, smaller JSON out; other route props pass through', () => {
    const out = (loader as unknown as (source: string) => string)(JSON.stringify(metadata));
    expect(JSON.parse(out)).toEqual(trimVersionMetadata(metadata));
    expect(out.length).toBeLessThan(JSON.stringify(metadata).length);
    const tags = {tags: [{label: 'x', permalink: '/x', count: 1}]};
    expect(trimVersionMetadata(tags)).toBe(tags);
  });

  it('fails the build when Docusaurus changes the shape it relies on', () => {
    expect(() => trimVersionMetadata({version: {docs: {}}})).toThrow(/^version-metadata: \.docusaurus\/docusaurus-plugin-content-docs\/api\/p\/\*\.json is not in the shape it rewrites: .*review plugins\/upstream/);
  });
});
