import React, {type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {translate} from '@docusaurus/Translate';
import useModalElement from './useModalElement';

/** SPEC 8: at most 3 suggested category prefills on the no-results screen. */
export const MAX_SUGGESTIONS = 3;

function prefill(category: string): void {
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (!input || !setValue) return;
  setValue.call(input, `${category.toLowerCase()} `);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

/**
 * The categories (lvl0) of earlier results as prefills on the no-results screen. DocSearch 4.7 keeps
 * them in its context as an object instead of an array, so its own list never renders; this one does,
 * in the same markup.
 */
export default function NoResultsSuggestions({categories, enabled}: {categories: readonly string[]; enabled: boolean}): ReactNode {
  const target = useModalElement('.DocSearch-NoResults', enabled);
  if (!target || categories.length === 0) return null;
  return createPortal(
    <div className="DocSearch-NoResults-Prefill-List">
      <p className="DocSearch-Help">{translate({id: 'theme.SearchModal.noResultsScreen.suggestedQueryText', message: 'Try searching for'})}:</p>
      <div className="DocSearch-NoResults-Prefill-List-Items">
        {categories.slice(0, MAX_SUGGESTIONS).map((category) => (
          <p key={category}>
            <button className="DocSearch-Prefill" type="button" onClick={() => prefill(category)}>
              {category}
            </button>
          </p>
        ))}
      </div>
    </div>,
    target,
  );
}
