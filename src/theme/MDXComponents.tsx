import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import {TABLE_LABEL_ATTRIBUTE} from '@site/config/remarkTableLabels';

/**
 * Tables in guides scroll sideways on narrow screens. The scrolling box is a labelled, focusable
 * region so keyboard users can scroll it too (axe: scrollable-region-focusable); the table inside
 * keeps its table layout.
 */
function Table({[TABLE_LABEL_ATTRIBUTE]: label, ...props}: ComponentProps<'table'> & {[TABLE_LABEL_ATTRIBUTE]?: string}): ReactNode {
  // The name is unique on the page (config/remarkTableLabels.ts), as a landmark's must be.
  return (
    <div className="table-scroll" role="region" aria-label={`${label ?? 'Table'}, scrolls sideways`} tabIndex={0}>
      <table {...props} />
    </div>
  );
}

export default {...MDXComponents, table: Table};
