// Not a wrapper: the theme forbids wrapping this map, and the point is to leave out the item types the site does not use.
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';
import ApiNavbarLink from '@site/src/components/ApiNavbarLink';
import LoginControl from '@site/src/components/LoginControl';

/**
 * The navbar item types this site uses (config/navbar.ts): the theme's default, doc, html and search
 * items plus ours (`type: 'custom-…'`). The theme's map would also bring dropdowns, locale and
 * version pickers into every page's first load; add a type here before using it in the navbar.
 * An unknown type still fails with 'No NavbarItem component found for type'.
 */
export default {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
  html: HtmlNavbarItem,
  doc: DocNavbarItem,
  'custom-apiLink': ApiNavbarLink,
  'custom-login': LoginControl,
};
