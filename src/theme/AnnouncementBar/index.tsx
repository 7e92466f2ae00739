// Not a wrapper: it renders nothing (no announcement bar is configured), which keeps the theme's bar off every page.
import type {ReactNode} from 'react';

/** The site configures no announcement bar (`themeConfig.announcementBar`), so none renders. */
export default function AnnouncementBar(): ReactNode {
  return null;
}
