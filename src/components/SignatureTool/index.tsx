import React, {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import {anchorBelow, holdWhileGrowing} from './keepInView';
import styles from './styles.module.css';

const Tool = lazy(() => import('./Tool'));

/**
 * Where the signature tool goes on the delivery-headers guide. The tool and the example deliveries
 * it carries (about 45 KB) are a chunk of their own, loaded when this place comes near the screen or
 * the page opens at it (the event pages link to #signature-tool), so they stay out of the page's
 * first load. Once loaded, the tool makes no request.
 *
 * The tool is several times taller than its place (and how much depends on the width and the
 * example), so the page opening at, or a table-of-contents link going to, a heading below it (#using-express)
 * loads it at once and keeps that heading where the browser put it while the tool appears and
 * settles (keepInView.ts): without that, the heading slid a screen or more down, out of view.
 */
export default function SignatureTool(): ReactNode {
  const place = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const el = place.current;
    if (!el) return undefined;
    let release = () => {};
    // `held`: the element the page is opening at, when it comes after this place (keepInView.ts).
    const want = (held = anchorBelow(el, window.location.hash)) => {
      if (held) release = holdWhileGrowing(el, held);
      setWanted(true);
    };
    const heldAtLoad = anchorBelow(el, window.location.hash);
    if (window.location.hash === '#signature-tool' || typeof IntersectionObserver === 'undefined' || heldAtLoad) {
      want(heldAtLoad);
      return () => release();
    }
    const onHash = () => {
      const held = anchorBelow(el, window.location.hash);
      if (held) {
        want(held);
        stopWatching();
      }
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        want();
        stopWatching();
      }
    }, {rootMargin: '400px 0px'});
    const stopWatching = () => {
      observer.disconnect();
      window.removeEventListener('hashchange', onHash);
    };
    observer.observe(el);
    window.addEventListener('hashchange', onHash);
    return () => {
      stopWatching();
      release();
    };
  }, []);
  const loading = <p className={styles.note}>Loading the signature tool…</p>;
  return (
    <div ref={place} className={styles.place}>
      {wanted ? (
        <Suspense fallback={loading}>
          <Tool />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  );
}
