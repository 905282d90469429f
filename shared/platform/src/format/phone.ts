// The site's phone display rules live with the other field rules in @handyman/contracts (content-api's
// pages show numbers the same way); the platform keeps its names for the apps that import them here.
export { formatPhoneDisplay, telDigits } from '@handyman/contracts/validation';
