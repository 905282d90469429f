import type { PrivacyChange } from '../../privacy/privacy-state';

// The words of the "Your Privacy Choices" page that depend on the visitor's state.

export const HONOURED_TITLE = 'Opt-Out Request Honored';

/** What the page confirms after a change was saved. */
export const SAVED_TEXT: Record<PrivacyChange, string> = {
  'sale-out':
    'Saved: you have opted out of the sale and sharing of your personal information, and limited the use of your sensitive personal information, in this browser.',
  'sale-in': 'Saved: the sale and sharing of your personal information is allowed again in this browser.',
  'analytics-off': 'Saved: site measurement is off in this browser.',
  'analytics-on': 'Saved: site measurement is on in this browser.',
};
