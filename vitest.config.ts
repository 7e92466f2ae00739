import {defineConfig} from 'vitest/config';

/** Unit tests live next to the code they test (`*.test.ts`); e2e tests are Playwright's (e2e/). */
export default defineConfig({
  test: {
    include: ['sidebars*.test.ts', 'src/**/*.test.{ts,tsx,mjs}', 'config/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}', 'plugins/**/*.test.ts'],
    environment: 'node',
    reporters: ['default'],
  },
});
