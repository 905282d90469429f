import { useCallback } from 'react';
import { replacePlaceholders, useFranchisePlaceholders } from '@handyman/platform/base';

/**
 * Fills {City}, {Phone}, {FranchiseName}, {State} and {StateAbbreviation} in a post's text with the
 * values of the office in the address (the same values the page title gets); on the corporate blog
 * only {Phone}, with the national number. On the server the office loads before the HTML is written.
 */
export function useFill(): (text: string | undefined) => string {
  const values = useFranchisePlaceholders();
  return useCallback((text) => replacePlaceholders(text ?? '', values), [values]);
}
