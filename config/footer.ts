import type {Footer} from '@docusaurus/theme-common';
import {externalLinks} from './links';

/** Footer of SPEC 2: company links, support, the API reference, offices, copyright 2025. */
export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Developers',
      items: [
        {label: 'Getting started', to: '/docs/platform/intro/'},
        {label: 'API Reference', to: '/docs/api/'},
        {label: 'Guides', to: '/guides/'},
        {label: 'Webhooks', to: '/webhooks/'},
        {label: 'API Logs', to: '/api-logs/'},
      ],
    },
    {
      title: 'Support',
      items: [
        {label: 'Help Center', href: externalLinks.support},
        {label: 'Developer Community', href: externalLinks.community},
        {label: 'Partner program', href: externalLinks.partnersEmail},
        {label: 'Manage Apps', href: externalLinks.manageApps},
      ],
    },
    {
      title: 'Company',
      items: [
        {label: 'Salesloft', href: externalLinks.company},
        {label: 'Marketplace', href: externalLinks.marketplace},
        {label: 'Blog', href: externalLinks.blog},
        {label: 'Careers', href: externalLinks.careers},
        {label: 'Privacy', href: externalLinks.privacy},
      ],
    },
    {
      title: 'Offices',
      items: [
        {
          html: '<address class="footer__address">Salesloft Headquarters<br>1180 West Peachtree Street NW<br>Atlanta, GA 30309, USA</address>',
        },
        {
          html: '<address class="footer__address">Salesloft UK<br>London, United Kingdom</address>',
        },
      ],
    },
  ],
  copyright: 'Copyright © 2025 Salesloft, Inc. All rights reserved.',
} satisfies Footer;
