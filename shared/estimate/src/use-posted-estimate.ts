import { useContext, useSyncExternalStore } from 'react';
import { ResourceStoreContext } from '@handyman/platform';
import { ESTIMATE_POST_FIELDS, ESTIMATE_SUBMISSION_KEY, type EstimateSubmission } from './estimate-post';
import type { EstimateFormVariant } from './estimate-messages';

/**
 * The posted form the server's answer shows again (values, messages, failure), for the form of
 * that variant; undefined on every other render. Only read, never loaded: the server puts it in
 * the render's cache and the browser hydrates it from there.
 */
export function useEstimateSubmission(variant: EstimateFormVariant): EstimateSubmission | undefined {
  const submission = useServerEntry(ESTIMATE_SUBMISSION_KEY) as EstimateSubmission | undefined;
  return submission?.variant === variant ? submission : undefined;
}

/** The form stamp of the server's render (under ESTIMATE_POST_FIELDS.shown), which the form posts without script. */
export function useEstimateFormStamp(): string | undefined {
  const stamp = useServerEntry(ESTIMATE_POST_FIELDS.shown);
  return typeof stamp === 'string' ? stamp : undefined;
}

/** An entry the server put in the render's cache, as the browser hydrated it. */
function useServerEntry(key: string): unknown {
  const store = useContext(ResourceStoreContext);
  const read = () => store.getState().entries[key];
  const entry = useSyncExternalStore(store.subscribe, read, read);
  return entry?.status === 'success' ? entry.data : undefined;
}
