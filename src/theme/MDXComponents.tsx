import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

/**
 * Tables in guides scroll sideways on narrow screens. The scrolling box is a labelled, focusable
 * region so keyboard users can scroll it too (axe: scrollable-region-focusable); the table inside
 * keeps its table layout.
 */
function Table(props: ComponentProps<'table'>): ReactNode {
  return (
    <div className="table-scroll" role="region" aria-label="Table, scrolls sideways" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

export default {...MDXComponents, table: Table};
