import { useCallback } from 'react';
import { replacePlaceholders } from '@handyman/platform';
import { useFranchisePlaceholders } from '@handyman/platform/ui';

/** Fills {FranchiseName}, {City}, {Phone}, ... in tab copy with the current office's values. */
export function useTabText(): (text: string | undefined) => string {
  const values = useFranchisePlaceholders();
  return useCallback((text) => replacePlaceholders(text ?? '', values), [values]);
}
