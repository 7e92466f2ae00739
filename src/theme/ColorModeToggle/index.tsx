// Not a wrapper: it renders nothing (the colour switch is disabled), which keeps the toggle's code off every page.
import type {ReactNode} from 'react';

/**
 * Light mode only (config: `colorMode.disableSwitch`): the navbar never shows the toggle, so its
 * component and icons need not be in every page's first load.
 */
export default function ColorModeToggle(): ReactNode {
  return null;
}
