import React, {useSyncExternalStore, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {isMobileSidebarWarm, subscribeMobileSidebarWarm} from './warm';

/**
 * Wraps the mobile navigation drawer so that it is built only once the reader reaches for the menu
 * button (./warm.ts says why) or opens it some other way. Once built it stays, as stock; the theme's
 * component does the rest (its phone-size check, the body scroll lock while open).
 */
export default function NavbarMobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const warm = useSyncExternalStore(subscribeMobileSidebarWarm, isMobileSidebarWarm, () => false);
  if (!(warm || shown)) return null;
  return <NavbarMobileSidebar />;
}
