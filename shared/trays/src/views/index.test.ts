import type { Tray } from '@handyman/contracts';
import { field, sitePage } from '@handyman/testing';
import { toTrayView, toTrayViews } from './index';

const bodyCopy = (heading: string): Tray => ({ TrayName: 'BodyCopyTray', Heading: field(heading), Copy: field('<p>Copy</p>') });
const city = (text: string | null | undefined) => (text ?? '').replaceAll('{City}', 'Tempe');

test('every tray keeps its place and becomes the view of its kind', () => {
  const trays: Tray[] = [
    bodyCopy('First'),
    { TrayName: 'Testimonial', Quote: field('Great'), Attribution: field('Ann') },
    bodyCopy('Last'),
  ];
  expect(toTrayViews(trays).map((view) => view.kind)).toEqual(['BodyCopyTray', 'Testimonial', 'BodyCopyTray']);
  expect(toTrayViews(trays)[2]).toMatchObject({ heading: 'Last', copy: '<p>Copy</p>' });
});

test('a tray without a name, an empty name and anything but a list give no views', () => {
  const nameless = { Heading: field('x') } as unknown as Tray;
  const blank = { TrayName: ' ', Heading: field('x') } as unknown as Tray;
  expect(toTrayViews([nameless, blank, null as unknown as Tray, bodyCopy('Kept')]).map((view) => view.kind)).toEqual(['BodyCopyTray']);
  expect(toTrayViews(undefined)).toEqual([]);
  expect(toTrayViews('oops' as unknown as Tray[])).toEqual([]);
});

test('a tray whose content cannot be mapped is left out and the others stay', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const broken = { TrayName: 'MeetTheTeam', TeamMember: [null] } as unknown as Tray;
  expect(toTrayViews([broken, bodyCopy('Still here')])).toEqual([expect.objectContaining({ kind: 'BodyCopyTray', heading: 'Still here' })]);
  expect(error).toHaveBeenCalledWith('[trays] a tray could not be shown', 'MeetTheTeam', expect.any(TypeError));
});

test('an office tray passes through as it came, for the office pages app to show', () => {
  const remodel = { TrayName: 'RemodelBanner', Heading: field('Remodel') } as unknown as Tray;
  expect(toTrayView(remodel)).toEqual({ kind: 'OfficeTray', name: 'RemodelBanner', tray: remodel });
});

test('a tray name this package has never heard of passes through too: the app that renders the page decides', () => {
  const newer = { TrayName: 'SeasonalChecklist', Heading: field('Fall checklist') } as unknown as Tray;
  expect(toTrayView(newer)).toEqual({ kind: 'OfficeTray', name: 'SeasonalChecklist', tray: newer });
});

test('placeholders are filled in every text of every tray, lists included; without fill the text is as written', () => {
  const faq: Tray = {
    TrayName: 'FAQAccordion',
    Heading: field('FAQ for {City}'),
    AccordionItem: [{ Heading: field('Do you serve {City}?'), Copy: field('<p>Yes, all of {City}.</p>') }],
  };
  expect(toTrayViews([faq], city)[0]).toEqual({
    kind: 'FAQAccordion',
    heading: 'FAQ for Tempe',
    items: [{ question: 'Do you serve Tempe?', answer: '<p>Yes, all of Tempe.</p>' }],
  });
  expect(toTrayViews([faq])[0]).toMatchObject({ heading: 'FAQ for {City}' });
});

test('views hold plain values only: no { Value } envelope is left in a mapped tray', () => {
  const tray: Tray = {
    TrayName: 'IconWithLabelList',
    Heading: field('Why us'),
    IconsPerRow: field('4'),
    Placement: field('Left'),
    Item: [{ Icon: { Value: 'Images/i.svg' }, Label: field('Licensed'), Caption: field('In {City}'), Page: sitePage('about', 'About') }],
  };
  const view = toTrayView(tray, city);
  expect(view).toEqual({
    kind: 'IconWithLabelList',
    heading: 'Why us',
    columns: 4,
    iconLeft: true,
    items: [{ icon: { Value: 'Images/i.svg' }, label: 'Licensed', caption: 'In Tempe', page: sitePage('about', 'About') }],
  });
});
