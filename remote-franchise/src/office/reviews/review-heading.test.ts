import { isPraise, reviewHeading } from './review-heading';

test.each([
  [
    'the first praising sentence, not the first sentence',
    'They came on time. Great work on the drywall. Clean too.',
    'Great work on the drywall',
  ],
  [
    'a long praising sentence is capped at 8 words plus an ellipsis',
    'Best handyman experience we have had in 20 years of owning homes. Dana was quick.',
    'Best handyman experience we have had in 20…',
  ],
  ['the first sentence when nothing praises', 'Luis replaced two doors. You cannot tell where the old one was.', 'Luis replaced two doors'],
  [
    'a long first sentence is capped too',
    'Luis replaced two exterior doors and re-stuccoed around the frames. Showed up at 6:30 a.m. like they said.',
    'Luis replaced two exterior doors and re-stuccoed around…',
  ],
  [
    'abbreviations such as a.m. do not end a sentence',
    'Showed up at 6:30 a.m. like they said, and we love the result. Tidy crew.',
    'Showed up at 6:30 a.m. like they said…',
  ],
  ['the first 5 words when there is no sentence', 'fixed the fence and the gate latch quickly', 'fixed the fence and the…'],
  ['a short text without a sentence stays whole', 'fair price, polite crew', 'fair price, polite crew'],
  ['a praise keyword counts in any case and form', 'Done in a day. I would Recommend them to anyone.', 'I would Recommend them to anyone'],
  ['exclamations and questions end sentences too', 'Wow! What a fantastic crew? Done.', 'What a fantastic crew?'],
])('%s', (_, text, heading) => {
  expect(reviewHeading(text)).toBe(heading);
});

test('an empty review has no heading', () => {
  expect(reviewHeading('   ')).toBe('');
  expect(reviewHeading(undefined)).toBe('');
});

test.each(['best', 'recommended', 'expertise', 'fantastic', 'loved', 'worth every penny', 'excellent', 'great', 'amazing', 'highly'])(
  '%j is praise',
  (word) => {
    expect(isPraise(`It was ${word}.`)).toBe(true);
  },
);

test('plain words are not praise', () => {
  expect(isPraise('The crew arrived at nine and left at noon.')).toBe(false);
});
