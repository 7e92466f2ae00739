import type {ReactNode} from 'react';

/** The site configures no announcement bar (`themeConfig.announcementBar`), so none renders. */
export default function AnnouncementBar(): ReactNode {
  return null;
}
