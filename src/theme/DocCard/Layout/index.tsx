import React, {type ReactNode} from 'react';
import DocCardLayout from '@theme-original/DocCard/Layout';
import type {Props} from '@theme/DocCard/Layout';
import {methodOf} from '@site/src/api/method';

/**
 * A tag page's cards for its operations show the HTTP method as a text badge, as the sidebar does,
 * in place of the stock card's 📄️ emoji, which said nothing and showed as a box where the reader's
 * fonts have no emoji. The badge is part of the card's heading: "GET List cadences".
 */
export default function DocCardLayoutWithMethod(props: Props): ReactNode {
  const method = methodOf(props.className);
  if (!method) return <DocCardLayout {...props} />;
  return <DocCardLayout {...props} icon={<span className={`api-${method}`}>{method.toUpperCase()}</span>} />;
}
