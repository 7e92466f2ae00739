/** External destinations used by the navbar, the footer and the pages. One place to change them. */
export const externalLinks = {
  marketplace: 'https://integrations.salesloft.com/',
  manageApps: 'https://accounts.salesloft.com/oauth/applications',
  community: 'https://community.salesloft.com/',
  blog: 'https://www.salesloft.com/resources/blog',
  support: 'https://help.salesloft.com/',
  company: 'https://www.salesloft.com/',
  careers: 'https://www.salesloft.com/company/careers',
  privacy: 'https://www.salesloft.com/legal/privacy-notice',
  partnersEmail: 'mailto:partners@salesloft.com',
} as const;
