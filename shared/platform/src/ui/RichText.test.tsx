import { fireEvent, screen } from '@testing-library/react';
import { renderRoute } from '@handyman/testing';
import { RichText } from './RichText';

const HOSTILE = `
  <h2>Spotting scams</h2>
  <p onclick="steal()">Never pay in full up front.</p>
  <script>window.pwned = true</script>
  <img src="Images/Blog/scam.svg" onerror="window.pwned = true" alt="A scam flyer">
  <a href="javascript:alert(1)">click</a>
  <iframe src="https://evil.example"></iframe>
  <a href="https://bbb.example" target="_blank">Better Business Bureau</a>
  <a href="/services/painting">Our painting service</a>
  <form action="https://evil.example"><input name="card"></form>
  <p style="position:fixed">styled</p>
`;

test('hostile markup is removed and the readable content kept', () => {
  const { container } = renderRoute(<RichText html={HOSTILE} />);
  expect(screen.getByRole('heading', { name: 'Spotting scams' })).toBeInTheDocument();
  expect(screen.getByText('Never pay in full up front.')).not.toHaveAttribute('onclick');
  expect(container.querySelector('script, iframe, form, input, [style], [onerror]')).toBeNull();
  expect(screen.getByText('click')).not.toHaveAttribute('href');
  expect((window as { pwned?: boolean }).pwned).toBeUndefined();
});

test('images load from the media host, lazily', () => {
  renderRoute(<RichText html={HOSTILE} />);
  const image = screen.getByRole('img', { name: 'A scam flyer' });
  expect(image).toHaveAttribute('src', 'http://media.test/media/Images/Blog/scam.svg');
  expect(image).toHaveAttribute('loading', 'lazy');
});

test('links opening a new tab cannot reach back to this page', () => {
  renderRoute(<RichText html={HOSTILE} />);
  expect(screen.getByRole('link', { name: 'Better Business Bureau' })).toHaveAttribute('rel', 'noopener noreferrer');
});

test('site links navigate inside the app', () => {
  const { router } = renderRoute(<RichText html={HOSTILE} />, { url: '/blog/a-post' });
  fireEvent.click(screen.getByRole('link', { name: 'Our painting service' }));
  expect(router.state.location.pathname).toBe('/services/painting');
});

test('text without tags is shown as plain text', () => {
  renderRoute(<RichText as="p" html={'Call {Phone} & ask for <nothing'} />);
  expect(screen.getByText('Call {Phone} & ask for <nothing').tagName).toBe('P');
});
