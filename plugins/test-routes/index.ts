import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Test-build-only routes (enabled by DOCS_TEST_BUILD=true in docusaurus.config.ts), so that e2e tests
 * can reach failure paths a real page should never hit. Never part of a production build.
 */
export default function testRoutesPlugin(): Plugin {
  return {
    name: 'test-routes',
    async contentLoaded({actions}) {
      actions.addRoute({
        path: '/__test__/crash/',
        component: path.join(__dirname, 'CrashPage.tsx'),
        exact: true,
      });
      actions.addRoute({
        path: '/__test__/hostile-text/',
        component: path.join(__dirname, 'HostileTextPage.tsx'),
        exact: true,
      });
    },
  };
}
