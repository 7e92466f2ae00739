// Not a wrapper: Docusaurus' Root renders only its children and is the intended place for site-wide providers.
import React, {type ReactNode} from 'react';
import AuthProvider from '@site/src/auth/AuthProvider';

/** Site-wide providers around every page: sign-in state (src/auth). */
export default function Root({children}: {children: ReactNode}): ReactNode {
  return <AuthProvider>{children}</AuthProvider>;
}
