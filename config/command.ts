/**
 * True under `docusaurus start` (the live-reload server of `npm start`), false under every other
 * command: `build` (also with `--dev`), `serve`, `gen-api-docs`... docusaurus.config.ts leaves out
 * what only those need, and adds what only the dev server needs.
 */
export const isDevServer = (argv: readonly string[] = process.argv): boolean => argv[2] === 'start';
