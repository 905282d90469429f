import { answersNoOffice } from './no-office-answer';

test.each([
  ['/offices', '?noFranchises=true'],
  ['/offices/', '?utm_source=mail&noFranchises=true'],
  ['/contact_success', '?outOfArea=59001'],
  ['/contact-success', '?outOfArea=59001'],
])('%s%s says no office serves the ZIP', (pathname, search) => expect(answersNoOffice(pathname, search)).toBe(true));

test.each([
  ['/offices', ''],
  ['/offices', '?noFranchises=false'],
  ['/offices/state/nevada', '?nearestMiles=80'],
  ['/contact_success', ''],
  // An office's own thank-you: that office takes the request, so it stays the visitor's.
  ['/offices/summerlin/contact_success', '?outOfArea=59001'],
])('%s%s does not', (pathname, search) => expect(answersNoOffice(pathname, search)).toBe(false));
