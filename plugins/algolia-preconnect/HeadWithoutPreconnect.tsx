import React, {Children, isValidElement, type ReactNode} from 'react';
import Head, {type Props} from '@docusaurus/Head';

function isPreconnect(child: ReactNode): boolean {
  return isValidElement<{rel?: unknown}>(child) && child.type === 'link' && child.props.rel === 'preconnect';
}

/** `@docusaurus/Head` without its preconnect links (see ./index.ts); anything else passes through. */
export default function HeadWithoutPreconnect({children, ...rest}: Props): ReactNode {
  const kept = Children.toArray(children).filter((child) => !isPreconnect(child));
  return kept.length > 0 ? <Head {...rest}>{kept}</Head> : null;
}
