import { useEffect, useRef } from 'react';
import { isStateAbbreviation, type EstimateValues } from '@handyman/contracts/validation';
import type { ZipPlace } from '@handyman/offices';

/**
 * Fills city and state from the ZIP's place, but only where the visitor has not typed their own:
 * an empty field, or one the form filled before, takes the new value.
 */
export function useAddressAutofill(place: ZipPlace | null, values: EstimateValues, fill: (patch: Partial<EstimateValues>) => void): void {
  const filled = useRef({ city: '', state: '' });
  const current = useRef(values);
  current.current = values;

  useEffect(() => {
    if (!place) return;
    const patch: Partial<EstimateValues> = {};
    const { city, state } = current.current;
    if (place.city && (city === '' || city === filled.current.city)) {
      patch.city = place.city;
      filled.current.city = place.city;
    }
    if (isStateAbbreviation(place.state) && (state === '' || state === filled.current.state)) {
      patch.state = place.state;
      filled.current.state = place.state;
    }
    if (Object.keys(patch).length > 0) fill(patch);
  }, [place, fill]);
}
