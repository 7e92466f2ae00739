import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {initAnalytics, trackPage} from '../analytics/analytics';
import {runtimeFields} from '../lib/runtimeFields';

/** Page views (SPEC 1): one page() per path change, never for hash or query changes alone. */
const analyticsModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!ExecutionEnvironment.canUseDOM) return;
    if (previousLocation && previousLocation.pathname === location.pathname) return;
    initAnalytics(runtimeFields());
    trackPage();
  },
};

export default analyticsModule;
