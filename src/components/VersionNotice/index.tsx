import React, {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {API_VERSIONS, UNMATCHED_TITLE_KEY} from '@site/src/api/versions';
import {otherApiVersion} from '@site/config/apiVersions';
import {pathOfPage, unmatchedPage} from '@site/src/api/versionMap';
import {safeSessionStorage} from '@site/src/lib/storage';

interface Notice {
  title: string | null;
  from: string;
  fromLabel: string;
  hereLabel: string;
}

const labelOf = (version: string) => API_VERSIONS.find((v) => v.version === version)?.label ?? version;

/** The title the switch recorded for the page left behind, if it is that page's. */
function recordedTitle(path: string): string | null {
  try {
    const entry = JSON.parse(safeSessionStorage().get(UNMATCHED_TITLE_KEY) ?? 'null') as {path?: unknown; title?: unknown} | null;
    return entry?.path === path && typeof entry.title === 'string' ? entry.title : null;
  } catch {
    return null;
  }
}

/**
 * On a version's overview: when the version switch brought the reader here because the page they
 * were on has no counterpart in this version (`?unmatched=<slug>`, src/api/versionMap.ts), says so
 * and links back. Renders nothing otherwise, and nothing on the server.
 */
export default function VersionNotice(): ReactNode {
  const baseUrl = useBaseUrl('/');
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    const page = unmatchedPage(window.location.search, window.location.pathname, baseUrl);
    if (!page) return;
    const from = pathOfPage(page, baseUrl);
    const here = otherApiVersion(page.version);
    setNotice({title: recordedTitle(from), from, fromLabel: labelOf(page.version), hereLabel: labelOf(here)});
  }, [baseUrl]);
  if (!notice) return null;
  return (
    <div className="alert alert--info margin-bottom--md" role="status">
      {notice.title ? <>“{notice.title}”</> : 'The page you were on'} has no counterpart in {notice.hereLabel}, so the version
      switch brought you to the {notice.hereLabel} overview. <Link to={notice.from}>Back to the {notice.fromLabel} page</Link>.
    </div>
  );
}
