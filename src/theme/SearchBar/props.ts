import type {MutableRefObject, RefObject} from 'react';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import type {SearchEvent} from './machine';

/**
 * The props of the navbar search: the wrapper's (./index.tsx) and the full bar's (./Full.tsx). They
 * live here, not in either, so that the full bar does not import the wrapper that loads it (issue
 * 30: no import cycle between the two). Types only: nothing of this module reaches a bundle.
 */
export type Props = WrapperProps<typeof SearchBarType>;

export type FullProps = Props & {
  /** The events from before the full bar was there, oldest first. */
  recorded: readonly SearchEvent[];
  /**
   * Where the wrapper's events go: the full bar points it at its machine. True for a key kept for
   * the query, which the page must then not act on.
   */
  send: MutableRefObject<(event: SearchEvent) => boolean>;
  /** The button's wrapper, which outlives the swap. */
  container: RefObject<HTMLDivElement | null>;
};
