import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import ApiNavbarLink from '@site/src/components/ApiNavbarLink';
import LoginControl from '@site/src/components/LoginControl';

/**
 * The theme's navbar item types plus ours (referenced as `type: 'custom-…'` in config/navbar.ts).
 * An unknown type still fails with 'No NavbarItem component found for type'.
 */
export default {
  ...ComponentTypes,
  'custom-apiLink': ApiNavbarLink,
  'custom-login': LoginControl,
};
