// A homeowner filling in the estimate form, for any test that sends a request.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The form control with this label (field() is the CMS field builder). */
export const formField = (name: string) => screen.getByLabelText(name);

export const VISITOR = {
  'Full Name': 'Pat Lee',
  'Phone Number': '7025550134',
  'Email Address': 'pat@example.com',
  'Street Address': '10 Desert Rose Way',
  'ZIP Code': '89135',
  'Tell Us About Your Project': 'Hang two interior doors',
} as const;

/** Types a complete, valid request (city and state come from the ZIP lookup unless given). */
export async function fillForm(user: UserEvent, changes: Partial<Record<keyof typeof VISITOR, string>> = {}) {
  for (const [label, value] of Object.entries({ ...VISITOR, ...changes })) {
    if (value) await user.type(formField(label), value);
  }
}
