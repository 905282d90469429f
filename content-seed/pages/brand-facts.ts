// The brand's name, phone, sites and the SMS consent text, which several pages repeat.

export const BRAND = {
  name: 'Brightwood Handyman',
  fullName: 'Brightwood Handyman Services',
  phoneDisplay: '866-FIX-MY-HOME',
  phoneTel: '18663496946',
  canonical: 'https://www.brightwoodhandyman.example',
  franchiseSite: 'https://franchise.brightwoodhandyman.example',
  parentSite: 'https://www.brightwoodhardware.example',
};

export const SMS_TERMS =
  'By clicking Get Your Estimate, you agree to receive updates and promotional text messages from Brightwood Handyman Services and your local office at the phone number you provided. Consent is not a condition of purchase. Message frequency varies. Message and data rates may apply. Reply STOP to opt out and HELP for help. See our <a href="/resources/privacy-policy/sms-policy">SMS Policy</a> and <a href="/resources/privacy-policy">Privacy Policy</a>.';
