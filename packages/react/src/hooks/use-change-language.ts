// The official React SDK's `useChangeLanguage()`: a function that re-renders the screen in another
// of the tenant's enabled locales, posting through the provider's store like every action.
import { changeLanguageWith, type Screen } from '@screenkit/core';
import { useMemo } from 'react';
import { useScreenStore } from '../provider/screen-provider.js';

export function useChangeLanguage(): Screen['changeLanguage'] {
  const store = useScreenStore('useChangeLanguage');
  return useMemo(
    () =>
      changeLanguageWith((action, fields, options) =>
        store.getState().submit(action, fields, options),
      ),
    [store],
  );
}
