import { createHash } from 'node:crypto';
import { formatPhoneInput } from '@handyman/contracts/validation';

// The booking page's one script: as on the site's estimate form, the phone is formatted as it is
// typed ((XXX) XXX-XXXX), by the same function the estimate form calls (its source, written into
// the page). Without script the page works as a plain form; the server checks every field either way.

export const PHONE_FORMAT_SCRIPT = `(function(){var format=${formatPhoneInput.toString()};document.querySelectorAll('input[data-format="phone"]').forEach(function(input){input.addEventListener('input',function(){var value=format(input.value);if(value!==input.value)input.value=value;});});})();`;

/** The script's CSP source: the page allows this script and no other. */
export const PHONE_FORMAT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(PHONE_FORMAT_SCRIPT).digest('base64')}'`;
