import {
  getLoginIdentifiers,
  getSignupIdentifiers,
  type Identifier,
  type IdentifierType,
} from '@screenkit/core';
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { useScreenStore } from '../provider/screen-provider.js';

/** Which identifiers the login form accepts (email / phone / username); null when unknown. */
export function useLoginIdentifiers(): IdentifierType[] | null {
  const transaction = useStore(useScreenStore('useLoginIdentifiers'), (s) => s.context.transaction);
  return useMemo(() => getLoginIdentifiers({ transaction }), [transaction]);
}

/** The signup form's inputs, each `required` or not (the official hook's shape). */
export function useSignupIdentifiers(): Identifier[] {
  const transaction = useStore(
    useScreenStore('useSignupIdentifiers'),
    (s) => s.context.transaction,
  );
  return useMemo(() => getSignupIdentifiers({ transaction }), [transaction]);
}
