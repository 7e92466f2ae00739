import {createContext} from 'react';

/** A documented response as the generated page hands it to StatusCodes (dereferenced). */
export interface DocumentedResponse {
  description?: string;
  content?: Record<string, {example?: unknown; examples?: Record<string, {value?: unknown} | undefined>; 'x-no-public-example'?: string} | undefined>;
}

export type DocumentedResponses = Record<string, DocumentedResponse>;

/** What the right column shows for one status: a JSON example, no body at all, or why there is no example. */
export type StatusExample = {kind: 'json'; text: string} | {kind: 'empty'} | {kind: 'unknown'; note: string};

/**
 * How an operation page's Responses section (src/theme/StatusCodes) hands its responses to the
 * right-hand column, which shows the examples beside the request. The page's MDX renders the
 * section; the column is a sibling of the MDX, so the responses travel up through this context.
 */
export const ResponseExamplesContext = createContext<(responses: DocumentedResponses) => void>(() => undefined);

/** The example of one response, as the column shows it. */
export function exampleOf(response: DocumentedResponse): StatusExample {
  const media = response.content?.['application/json'] ?? Object.values(response.content ?? {})[0];
  if (!media) return {kind: 'empty'};
  const value = media.example !== undefined ? media.example : Object.values(media.examples ?? {}).find((e) => e?.value !== undefined)?.value;
  if (value !== undefined) return {kind: 'json', text: JSON.stringify(value, null, 2)};
  return {kind: 'unknown', note: media['x-no-public-example'] ?? ''};
}

/** The status shown first: the first success, else the first documented status. */
export function firstStatus(responses: DocumentedResponses): string | undefined {
  const codes = Object.keys(responses);
  return codes.find((code) => code.startsWith('2')) ?? codes[0];
}
