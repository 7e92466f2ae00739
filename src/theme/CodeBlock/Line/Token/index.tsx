// Not a wrapper: the theme's token always renders a span; this one leaves tokens that need no class as bare text.
import React, {type ReactNode} from 'react';

type Props = {className?: string; children?: ReactNode};

/**
 * A token of a code line: a span with the classes that colour it, or a bare text node when it needs
 * none (src/lib/highlight/lean.ts: what the block's own colour already covers).
 */
export default function CodeBlockLineToken({className, children}: Props): ReactNode {
  return className ? <span className={className}>{children}</span> : <>{children}</>;
}
