import {useEffect, useState} from 'react';

/** Whether the DocSearch modal is open (it marks the body with `DocSearch--active`). */
export default function useModalOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const update = () => setOpen(document.body.classList.contains('DocSearch--active'));
    update();
    // Only the body's class attribute is watched: cheap on every page.
    const observer = new MutationObserver(update);
    observer.observe(document.body, {attributes: true, attributeFilter: ['class']});
    return () => observer.disconnect();
  }, []);
  return open;
}
