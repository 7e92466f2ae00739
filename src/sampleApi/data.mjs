/**
 * The generated operation table and seed (scripts/openapi/sample-data-lib.mjs, written by
 * `npm run gen-api-docs`), imported only by browser.ts so that they land in its on-demand chunk.
 */
import operations from './generated/operations.json';
import seed from './generated/seed.json';

export {operations, seed};
