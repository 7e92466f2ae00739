/**
 * Search asked for before the page is interactive. Until React has hydrated, no listener of the
 * search bar exists, and Ctrl/Cmd+K or '/' pressed while the page's scripts still load did nothing.
 * This script, inlined in every page's head (plugins/search-records), notes such a shortcut and the
 * keys typed after it (characters and Backspace, as ./intent.ts `typedKey` keeps them; Escape gives
 * the search up) in `window.__docsSearchEarly`; the search bar takes them on hydration (./index.tsx)
 * and opens search with them. Taking them sets the global to null, and the listener removes itself at
 * the next key. It stays small: it is in every page.
 */
export const EARLY_GLOBAL = '__docsSearchEarly';

/** What the inline script collects. */
export interface EarlySearch {
  /** A shortcut was pressed, and not given up with Escape. */
  asked: boolean;
  /** Characters and 'Backspace' typed after it, in order. */
  keys: string[];
}

export const EARLY_SEARCH_SCRIPT = `(function(){var s={asked:false,keys:[]};window.${EARLY_GLOBAL}=s;addEventListener('keydown',function f(e){if(window.${EARLY_GLOBAL}!==s)return removeEventListener('keydown',f,true);var k=e.key||'',t=e.target||{},n=t.tagName;if(!s.asked){if(k.toLowerCase()==='k'&&(e.metaKey||e.ctrlKey)||k==='/'&&!(t.isContentEditable||n==='INPUT'||n==='SELECT'||n==='TEXTAREA')){s.asked=true;e.preventDefault()}return}if(k==='Escape'){s.asked=false;s.keys=[];return}if(!(e.ctrlKey||e.metaKey||e.altKey||e.isComposing)&&/^(.|Backspace)$/u.test(k)){s.keys.push(k);e.preventDefault()}},true)})();`;
