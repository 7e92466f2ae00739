/**
 * What `npm start`'s launcher (./launch.mjs) and the server's API docs gate
 * (plugins/api-generation-gate) say to each other: the variable that tells the server a generation
 * is pending, and the two messages over the IPC channel (the server asks, the launcher answers once
 * the generation has exited 0, or has said it is ready). The generation's own channel carries one
 * message, READY_MESSAGE: its pages are written, and what is left (the lint of the specs,
 * scripts/openapi/generate.mjs `--deferred-checks`) runs beside the server.
 */
export const GATE_ENV = 'DOCS_API_GENERATION';
export const PENDING = 'pending';
export const WAITING_MESSAGE = 'api-docs-wanted';
export const GENERATED_MESSAGE = 'api-docs-generated';
export const READY_MESSAGE = 'api-docs-ready';
