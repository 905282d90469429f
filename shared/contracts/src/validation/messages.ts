// User-facing validation texts, kept word for word ('emailID' included): the tests check these exact
// strings.
export const MESSAGES = {
  required: 'This field is required.',
  email: 'Please enter a valid emailID',
  phone: 'Please enter a valid phone number',
  zip: 'This field must contain a 5-digit zip code',
  form: 'There are errors on the form. Please fix them before continuing.',
  zipLookup: 'Please enter a valid zip code',
  state: 'Please choose a state',
} as const;
