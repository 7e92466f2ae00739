// Not a wrapper: the warm-up handlers go on the theme's own button, which a wrapper could only reach through an extra element.
import React, {type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import IconMenu from '@theme/Icon/Menu';
import {warmMobileSidebar} from '../warm';

/** The menu button of narrow screens; pointing at it or focusing it builds the drawer (../warm.ts). */
export default function MobileSidebarToggle(): ReactNode {
  const {toggle, shown} = useNavbarMobileSidebar();
  return (
    <button
      type="button"
      className="navbar__toggle clean-btn"
      aria-label={translate({
        id: 'theme.docs.sidebar.toggleSidebarButtonAriaLabel',
        message: 'Toggle navigation bar',
        description: 'The ARIA label for hamburger menu button of mobile navigation',
      })}
      aria-expanded={shown}
      onPointerEnter={warmMobileSidebar}
      onPointerDown={warmMobileSidebar}
      onFocus={warmMobileSidebar}
      onClick={() => {
        warmMobileSidebar();
        toggle();
      }}>
      <IconMenu />
    </button>
  );
}
