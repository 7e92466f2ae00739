import {useMemo} from 'react';
import {translate} from '@docusaurus/Translate';
import themeTranslations from '@theme/SearchTranslations';

/** The theme's DocSearch strings, with SPEC 8's wording for no results: 'No results for "{query}"'. */
export default function useTranslations(): typeof themeTranslations {
  return useMemo(
    () => ({
      ...themeTranslations,
      modal: {
        ...themeTranslations.modal,
        noResultsScreen: {
          ...themeTranslations.modal?.noResultsScreen,
          noResultsText: translate({id: 'theme.SearchModal.noResultsScreen.noResultsText.site', message: 'No results for'}),
        },
      },
    }),
    [],
  );
}
