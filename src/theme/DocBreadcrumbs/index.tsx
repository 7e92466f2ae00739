import React, {type ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPageMenu from '@site/src/components/CopyPageMenu';
import styles from './styles.module.css';

/**
 * Wraps the breadcrumbs (the row every guide and API page starts with) to put the copy-page menu
 * at its end (issue 19). Both the guides' DocItem and the API theme's layout render this component.
 */
export default function DocBreadcrumbsWrapper(): ReactNode {
  const {metadata} = useDoc();
  return (
    <div className={styles.row}>
      <DocBreadcrumbs />
      <CopyPageMenu permalink={metadata.permalink} />
    </div>
  );
}
