import {useEffect, useState} from 'react';
import {safeLocalStorage} from '../lib/storage';
import {DEFAULT_API_VERSION, readPreferredVersion, type ApiVersion} from './versions';

/**
 * The reader's preferred API version. Server rendering and the first client render use the default,
 * so hydration matches; the stored choice applies right after mount.
 */
export function usePreferredApiVersion(): ApiVersion {
  const [version, setVersion] = useState<ApiVersion>(DEFAULT_API_VERSION);
  useEffect(() => {
    setVersion(readPreferredVersion(safeLocalStorage()));
  }, []);
  return version;
}
