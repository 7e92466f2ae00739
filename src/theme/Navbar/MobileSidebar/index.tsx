import React, {useSyncExternalStore, type ReactNode} from 'react';
import {useLockBodyScroll, useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebarLayout from '@theme/Navbar/MobileSidebar/Layout';
import NavbarMobileSidebarHeader from '@theme/Navbar/MobileSidebar/Header';
import NavbarMobileSidebarPrimaryMenu from '@theme/Navbar/MobileSidebar/PrimaryMenu';
import NavbarMobileSidebarSecondaryMenu from '@theme/Navbar/MobileSidebar/SecondaryMenu';
import {isMobileSidebarWarm, subscribeMobileSidebarWarm} from './warm';

/**
 * The mobile navigation drawer, built only once the reader reaches for the menu button (./warm.ts
 * says why) or opens it some other way. Once built it stays, as stock.
 */
export default function NavbarMobileSidebar(): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  const warm = useSyncExternalStore(subscribeMobileSidebarWarm, isMobileSidebarWarm, () => false);
  useLockBodyScroll(mobileSidebar.shown);
  if (!mobileSidebar.shouldRender || !(warm || mobileSidebar.shown)) return null;
  return (
    <NavbarMobileSidebarLayout
      header={<NavbarMobileSidebarHeader />}
      primaryMenu={<NavbarMobileSidebarPrimaryMenu />}
      secondaryMenu={<NavbarMobileSidebarSecondaryMenu />}
    />
  );
}
