import React, {type ReactNode} from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props as DefaultProps} from '@theme/NavbarItem/DefaultNavbarItem';
import {usePreferredApiVersion} from '@site/src/api/usePreferredApiVersion';
import {versionLanding} from '@site/src/api/versions';

type Props = Omit<DefaultProps, 'to' | 'href'>;

/** The navbar's "API" link: opens the reference in the version the reader chose last (SPEC 9). */
export default function ApiNavbarLink(props: Props): ReactNode {
  const version = usePreferredApiVersion();
  return <DefaultNavbarItem {...props} to={versionLanding(version)} activeBaseRegex="/docs/api/" />;
}
