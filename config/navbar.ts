import type {Navbar} from '@docusaurus/theme-common';
import {externalLinks} from './links';

/**
 * The navbar of SPEC 2: Docs, API, API Logs, Marketplace, Manage Apps, Community on the left;
 * Blog, the search box and the login control (shown only while sign-in is configured) on the right.
 * External links get target=_blank with rel="noopener noreferrer" from the theme.
 */
export const navbar = {
  title: 'Salesloft Developers',
  logo: {
    alt: 'Salesloft',
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  hideOnScroll: false,
  items: [
    {type: 'doc', docId: 'intro', label: 'Docs', position: 'left'},
    {type: 'custom-apiLink', label: 'API', position: 'left'},
    {to: '/api-logs/', label: 'API Logs', position: 'left'},
    {href: externalLinks.marketplace, label: 'Marketplace', position: 'left'},
    {href: externalLinks.manageApps, label: 'Manage Apps', position: 'left'},
    {href: externalLinks.community, label: 'Community', position: 'left'},
    {href: externalLinks.blog, label: 'Blog', position: 'right'},
    {type: 'search', position: 'right'},
    {type: 'custom-login', position: 'right'},
  ],
} satisfies Navbar;
