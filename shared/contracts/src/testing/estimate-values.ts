import type { EstimateValues } from '../validation/estimate-form';

/** Estimate form values that pass every rule, for this package's tests. */
export const VALID_ESTIMATE_VALUES: EstimateValues = {
  customerName: 'Pat Lee',
  phoneNumber: '(702) 555-0134',
  emailAddress: 'pat@example.com',
  street: '10 Desert Rose Way',
  city: 'Las Vegas',
  state: 'NV',
  zip: '89134',
  summary: 'Hang two interior doors',
};
