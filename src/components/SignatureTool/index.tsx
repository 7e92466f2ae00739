import React, {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

const Tool = lazy(() => import('./Tool'));

/**
 * Where the signature tool goes on the delivery-headers guide. The tool and the example deliveries
 * it carries (about 45 KB) are a chunk of their own, loaded when this place comes near the screen or
 * the page opens at it (the event pages link to #signature-tool), so they stay out of the page's
 * first load. Once loaded, the tool makes no request.
 */
export default function SignatureTool(): ReactNode {
  const place = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const el = place.current;
    if (!el) return undefined;
    if (window.location.hash === '#signature-tool' || typeof IntersectionObserver === 'undefined') {
      setWanted(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setWanted(true);
        observer.disconnect();
      }
    }, {rootMargin: '400px 0px'});
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const loading = <p className={styles.note}>Loading the signature tool…</p>;
  return (
    <div ref={place} className={styles.place}>
      {wanted ? <Suspense fallback={loading}>{<Tool />}</Suspense> : loading}
    </div>
  );
}
