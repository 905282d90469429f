import { useContext, useSyncExternalStore } from 'react';
import { ResourceStoreContext } from '@handyman/platform';
import { ESTIMATE_SUBMISSION_KEY, type EstimateSubmission } from './estimate-post';
import type { EstimateFormVariant } from './estimate-messages';

/**
 * The posted form the server's answer shows again (values, messages, failure), for the form of
 * that variant; undefined on every other render. Only read, never loaded: the server puts it in
 * the render's cache and the browser hydrates it from there.
 */
export function useEstimateSubmission(variant: EstimateFormVariant): EstimateSubmission | undefined {
  const store = useContext(ResourceStoreContext);
  const read = () => store.getState().entries[ESTIMATE_SUBMISSION_KEY];
  const entry = useSyncExternalStore(store.subscribe, read, read);
  const submission = entry?.status === 'success' ? (entry.data as EstimateSubmission) : undefined;
  return submission?.variant === variant ? submission : undefined;
}
