import { field } from '@handyman/testing';
import type { FranchiseOwnersControl } from '@handyman/contracts';
import { whyChooseUsTray } from './why-choose-us';

const owners = {
  WhyChooseUs: { IntroHeading: field('Why Summerlin Calls Us'), WhyChooseUsIntroCopy: field('<p>Local.</p>') },
} as FranchiseOwnersControl;
const page = { Name: 'why-choose-us', URL: 'offices/summerlin/why-choose-us', Link: 'Why Choose Us' };

test("the office's why-choose-us content makes a tray that links the office's why-choose-us page", () => {
  expect(whyChooseUsTray(owners, [], page)).toMatchObject({
    TrayName: 'WhyChooseUsTray',
    IntroHeading: field('Why Summerlin Calls Us'),
    Page: page,
  });
  expect(whyChooseUsTray(owners, [])).not.toHaveProperty('Page');
});

test('no tray when the page carries one already or the office wrote none', () => {
  expect(
    whyChooseUsTray(owners, [{ TrayName: 'WhyChooseUsTray', IntroHeading: field('x'), WhyChooseUsIntroCopy: field('y') }], page),
  ).toBeNull();
  expect(whyChooseUsTray({} as FranchiseOwnersControl, [], page)).toBeNull();
});
