import { plainText, summaryOf, truncate } from './post-summary';

test('plain text drops tags, scripts, styles and comments and decodes entities once', () => {
  expect(plainText('<p>A&nbsp;<b>bold</b>&amp;lt;x&gt; &#8217;s &#x41;</p><style>p{}</style><!-- c --><script>s()</script>')).toBe(
    'A bold&lt;x> ’s A',
  );
  expect(plainText('2 < 3 and a <b')).toBe('2 < 3 and a <b');
});

test('summaries are cut near 300 characters at a word', () => {
  const long = 'word '.repeat(100);
  expect(truncate(long)).toBe(`${'word '.repeat(60).trim()}…`);
  expect(truncate('short')).toBe('short');
  expect(summaryOf({ Description: ' ', Post: '<p>Body</p>' })).toBe('Body');
  expect(summaryOf({ Description: 'Desc', Post: '<p>Body</p>' })).toBe('Desc');
});
