import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './JumpLinks.module.css';

/** Id of the explorer column (ExplorerColumn.tsx), which opens with the operation's curl sample. */
export const REQUEST_SAMPLE_ID = 'request-sample';
/** Id the openapi theme gives the "Responses" heading (StatusCodes). */
const RESPONSES_ID = 'responses';

/**
 * Links from the top of an operation page to its code sample and its responses, shown below the
 * 996 px breakpoint only. There the explorer column sits under the whole reference, thousands of
 * pixels down on an operation with many parameters (6,900 px on List people at 390 px); on wider
 * screens it stands beside the reference and needs no link.
 */
export default function JumpLinks(): ReactNode {
  return (
    <nav className={styles.jump} aria-label={translate({id: 'site.apiJump.label', message: 'Jump to'})}>
      <a className="button button--sm button--outline button--primary" href={`#${REQUEST_SAMPLE_ID}`}>
        {translate({id: 'site.apiJump.sample', message: 'Code sample'})}
      </a>
      <a className="button button--sm button--outline button--primary" href={`#${RESPONSES_ID}`}>
        {translate({id: 'site.apiJump.responses', message: 'Responses'})}
      </a>
    </nav>
  );
}
