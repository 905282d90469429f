import { sanitizeHtml } from './sanitize';
import { hasVisibleText, withoutHandlers } from './sanitize-rules';

test('handler attributes are renamed before any parser sees them, in every spelling', () => {
  expect(withoutHandlers('<img src=x onerror=alert(1)><a href="/" onClick="x()">a</a><svg/onload=y><b\tonmouseover = z>')).toBe(
    '<img src=x data-removed-handler=alert(1)><a href="/" data-removed-handler="x()">a</a><svg/data-removed-handler=y><b\tdata-removed-handler= z>',
  );
  // Text that only looks like one is left alone.
  expect(withoutHandlers('<p>Turn it on=off, or online=yes</p>')).toBe('<p>Turn it on=off, or online=yes</p>');
});

test('sanitised markup keeps no handler and no renamed attribute', () => {
  expect(sanitizeHtml('<p>Hi<img src="/a.png" onerror="alert(1)" alt="a"></p>')).not.toMatch(/onerror|data-removed|alert/);
});

test('visible text is what the sanitised markup would show', () => {
  expect(hasVisibleText('<b>Join</b> the team')).toBe(true);
  expect(hasVisibleText('<p> &nbsp; </p><br>')).toBe(false);
  expect(hasVisibleText('<script>alert("hi")</script><style>p{}</style><!-- a note -->')).toBe(false);
  expect(hasVisibleText('<svg><text>drawn</text></svg><img src="x" alt="">')).toBe(false);
  // Checked against the sanitiser itself.
  for (const html of ['<b>Join</b>', '<p>&nbsp;</p>', '<script>x</script>', '<iframe>y</iframe>z'])
    expect(hasVisibleText(html)).toBe(
      sanitizeHtml(html)
        .replace(/<[^>]*>/g, '')
        .replace(/&nbsp;/g, ' ')
        .trim() !== '',
    );
});
