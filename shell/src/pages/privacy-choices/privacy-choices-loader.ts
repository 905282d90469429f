import type { LoadedPage, LoaderArgs } from '@handyman/platform';
import {
  browserPrivacyState,
  PRIVACY_STATE_KEY,
  SAVED_PARAM,
  savedChange,
  type PrivacyChange,
  type PrivacyState,
} from '../../privacy/privacy-state';

export interface PrivacyChoicesData extends PrivacyState {
  /** The change the visitor just saved (the page's address names it after the form's post). */
  saved: PrivacyChange | null;
}

/**
 * /your-privacy-choices: the visitor's own state, the server's reading of the request (in the
 * render's cache) or, after a client navigation, the browser's; never indexed.
 */
export async function privacyChoicesLoader(args: LoaderArgs): Promise<LoadedPage<PrivacyChoicesData>> {
  const state = await args.load(PRIVACY_STATE_KEY, async () => browserPrivacyState());
  return {
    data: { ...state, saved: savedChange(args.url.searchParams.get(SAVED_PARAM)) },
    head: {
      title: 'Your Privacy Choices',
      description: 'Opt out of the sale and sharing of your personal information in one step, and choose whether we measure your visits.',
      robots: 'noindex',
    },
  };
}
