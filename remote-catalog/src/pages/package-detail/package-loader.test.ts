import { isNotFoundError } from '@handyman/platform/base';
import { field } from '@handyman/testing';
import { packageDetail } from '../../testing/catalog-fixtures';
import { loaderArgs } from '../../testing/loader-kit';
import { packageLoader } from './package-loader';

const load = (content: unknown = packageDetail(), id = 'curb-appeal') =>
  packageLoader(loaderArgs(`/packages/${id}`, { [`packages/${id}`]: content }, { packageId: id }));

test('a package from its content at "packages/<id>", with its title and description for the head', async () => {
  const args = loaderArgs('/packages/curb-appeal', { 'packages/curb-appeal': packageDetail() }, { packageId: 'curb-appeal' });
  const { data, head, status } = await packageLoader(args);
  expect(args.asked).toEqual(['packages/curb-appeal']);
  expect(head).toEqual({ title: 'Curb Appeal Package', description: 'A better first impression.' });
  expect(status).toBeUndefined();
  expect(data).toMatchObject({
    name: 'Curb Appeal',
    heading: 'Curb Appeal',
    descriptionHtml: '<p>The front of your house sets the tone.</p>',
    timeEstimate: { label: 'Time Estimate', value: 'One to two days' },
    highlights: [
      { text: 'Better first impressions', icon: 'star' },
      { text: 'Done in a day or two', icon: 'calendar' },
    ],
    whatYouGet: { label: 'What You Get', html: '<ul><li>Front door painted</li></ul>' },
    additionalOptionsHtml: '<p>Add new shutters.</p>',
    termsHtml: '<p>Fixtures billed at cost.</p>',
    booking: { contactHtml: '<p>Availability varies by office.</p>' },
    estimateTopic: 'Curb Appeal package',
  });
  expect(data.gallery).toEqual([
    {
      id: 'Images/Packages/deck.svg',
      image: expect.objectContaining({ AlternateText: 'Deck' }),
      caption: 'Deck Restoration',
      link: expect.objectContaining({ URL: 'packages/deck-restoration' }),
    },
  ]);
  expect(JSON.parse(JSON.stringify(data))).toEqual(data);
});

test('parts the content leaves out are left out; labels and the estimate topic have their defaults', async () => {
  const { data, head } = await load(
    packageDetail({
      Name: 'Move-In Ready Package',
      Title: '',
      Banner: undefined,
      PackageTimeEstimateLabel: field(''),
      WhatYouGet: field(''),
      IconAndHighlight: [{ HighlightText: field(''), FontAwesomeClass: field('fa-star') }],
      ImageGallery: [{ Image: field('Images/x.svg'), Caption: field('Just a picture') }],
    }),
  );
  expect(head?.title).toBe('Move-In Ready Package');
  expect(data).toMatchObject({
    banner: null,
    heading: 'Move-In Ready Package',
    whatYouGet: null,
    highlights: [],
    estimateTopic: 'Move-In Ready Package',
  });
  expect(data.timeEstimate?.label).toBe('Time Estimate');
  expect(data.gallery).toEqual([{ id: 'Images/x.svg', image: { Value: 'Images/x.svg' }, caption: 'Just a picture', link: null }]);
});

test.each([
  ['no content', undefined],
  ['a page of another kind', { DetailPage: { Name: 'x', Title: 'x', URL: 'packages/x', SURL: 'packages/x' } }],
])('%s is not found', async (_, content) => {
  const pages = content ? { 'packages/x': content } : {};
  const error = await packageLoader(loaderArgs('/packages/x', pages, { packageId: 'x' })).catch((thrown: unknown) => thrown);
  expect(isNotFoundError(error)).toBe(true);
});

test('a failed content call is thrown as it is (the shell’s 503 screen)', async () => {
  const failure = new Error('content down');
  await expect(load(failure)).rejects.toBe(failure);
});
