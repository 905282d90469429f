import { field, image } from '@handyman/testing';
import { contactSuccessModel } from './contact-success-model';

const banner = {
  Heading: field('Thanks, neighbour!'),
  Subheading: field('<p>We will call you <b>today</b>.</p>'),
  BackgroundImage: image('Images/Banners/thanks.svg', 1600, 500, 'A porch'),
};

test('the heading, the banner’s thanks and subheading, and its image', () => {
  expect(contactSuccessModel('Request Received', banner)).toEqual({
    heading: 'Request Received',
    thanks: 'Thanks, neighbour!',
    subheading: '<p>We will call you <b>today</b>.</p>',
    image: { path: 'Images/Banners/thanks.svg', alt: 'A porch', width: 1600, height: 500 },
  });
});

test('a franchise page’s own thanks replaces the banner’s heading line', () => {
  expect(contactSuccessModel('Request Received', banner, 'Thank you from Summerlin').thanks).toBe('Thank you from Summerlin');
});

test('without content: Contact Success, the standard thanks, no subheading and no image', () => {
  expect(contactSuccessModel(undefined, undefined)).toEqual({
    heading: 'Contact Success',
    thanks: 'Thank You For Your Estimate Request!',
    subheading: '',
    image: null,
  });
  expect(contactSuccessModel('', { ...banner, Heading: field('') }, '').thanks).toBe('Thank You For Your Estimate Request!');
});
