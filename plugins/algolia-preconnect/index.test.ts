import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {headAlias} from './index';
import {fakeSite, installed, removeFakeSites} from '../client-weight/fake-site';
import {siteDir} from '../client-weight/upstream';

afterAll(removeFakeSites);
const searchBar = 'lib/theme/SearchBar/index.js';
const theme = '@docusaurus/theme-search-algolia';
const withSearchBar = (text: string) => fakeSite([], {[theme]: {'lib/index.js': '', [searchBar]: text}});

describe('algolia-preconnect alias target', () => {
  it('is there: the theme’s search bar puts a preconnect link into @docusaurus/Head', () => {
    const {to, expectation} = headAlias();
    expect(to).toBe(path.join(siteDir, 'plugins/algolia-preconnect/HeadWithoutPreconnect.tsx'));
    expect(expectation.kind === 'aliased' && expectation.issuer.test(path.join(siteDir, 'node_modules', theme, searchBar))).toBe(true);
  });

  it('fails, naming the theme and its version, when the search bar no longer imports Head', () => {
    const text = installed(theme, searchBar).replace("import Head from '@docusaurus/Head';", "import {Head} from '@docusaurus/Head';");
    expect(() => headAlias(withSearchBar(text))).toThrow(
      `algolia-preconnect: ${theme}@9.9.9 lib/theme/SearchBar/index.js has import Head from '@docusaurus/Head'; 0 times, expected 1 time (aliased to HeadWithoutPreconnect inside the search bar); review plugins/algolia-preconnect`,
    );
  });

  it('fails when the search bar has no preconnect link left to remove', () => {
    const text = installed(theme, searchBar).replaceAll('rel="preconnect"', 'rel="dns-prefetch"');
    expect(() => headAlias(withSearchBar(text))).toThrow(`algolia-preconnect: ${theme}@9.9.9 lib/theme/SearchBar/index.js has rel="preconnect" 0 times, expected at least once`);
  });
});
