import { act, screen } from '@testing-library/react';
import { renderRoute, field, image } from '@handyman/testing';
import { rewriteLegacyLinks } from './legacy-links';
import { SCROLL_ANIMATION_MS } from '@handyman/platform/ui';
import { PHILANTHROPY_SCROLL_DELAY_MS } from './PhilanthropyTray';
import { TrayUnderTest } from './testing/TrayUnderTest';

const copy =
  '<h2 id="volunteer-builds">Volunteer builds</h2><p>Ask your <a href="/FindACraftsman">local office</a> or meet <a href="/WhyChooseUs/MeetTheTeam/">our team</a>; read <a href="/blog">the blog</a>.</p>';

test('copy on the left, the aside image at 250x150', () => {
  renderRoute(
    <TrayUnderTest tray={{ TrayName: 'Philanthropy', Copy: field(copy), AsideImage: image('Images/c.svg', 500, 300, 'A build') }} />,
  );
  expect(screen.getByRole('heading', { name: 'Volunteer builds' })).toBeInTheDocument();
  const aside = screen.getByRole('img', { name: 'A build' });
  expect(aside).toHaveAttribute('width', '250');
  expect(aside).toHaveAttribute('height', '150');
  expect(aside.parentElement).toHaveClass('withAside');
});

test('without an aside image the copy takes the width', () => {
  renderRoute(<TrayUnderTest tray={{ TrayName: 'Philanthropy', Copy: field(copy) }} />);
  expect(screen.queryByRole('img')).toBeNull();
  expect(screen.getByRole('heading', { name: 'Volunteer builds' }).closest('.grid')).not.toHaveClass('withAside');
});

test('the two old internal links point at today’s pages; others are untouched', () => {
  renderRoute(<TrayUnderTest tray={{ TrayName: 'Philanthropy', Copy: field(copy) }} />);
  expect(screen.getByRole('link', { name: 'local office' })).toHaveAttribute('href', '/offices');
  expect(screen.getByRole('link', { name: 'our team' })).toHaveAttribute('href', '/why-choose-us/your-team');
  expect(screen.getByRole('link', { name: 'the blog' })).toHaveAttribute('href', '/blog');
  expect(
    rewriteLegacyLinks(`<a href='http://localhost/findacraftsman.html'>x</a> <a href="https://other.example/FindACraftsman">y</a>`),
  ).toBe(`<a href='/offices'>x</a> <a href="https://other.example/FindACraftsman">y</a>`);
});

test('a hash naming a heading in the tray scrolls there after 500 ms, 120 px below the top', () => {
  jest.useFakeTimers();
  const scrollTo = jest.fn();
  window.scrollTo = scrollTo as typeof window.scrollTo;
  renderRoute(<TrayUnderTest tray={{ TrayName: 'Philanthropy', Copy: field(copy) }} />, {
    url: '/why-choose-us/community-matters#volunteer-builds',
  });
  const heading = screen.getByRole('heading', { name: 'Volunteer builds' });
  heading.getBoundingClientRect = () => ({ top: 900 }) as DOMRect;
  act(() => jest.advanceTimersByTime(PHILANTHROPY_SCROLL_DELAY_MS - 1));
  expect(scrollTo).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1 + SCROLL_ANIMATION_MS + 50));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 780);
  jest.useRealTimers();
});

test('a malformed hash scrolls nowhere and breaks nothing', () => {
  jest.useFakeTimers();
  const scrollTo = jest.fn();
  window.scrollTo = scrollTo as typeof window.scrollTo;
  renderRoute(<TrayUnderTest tray={{ TrayName: 'Philanthropy', Copy: field(copy) }} />, {
    url: '/why-choose-us/community-matters#100%',
  });
  act(() => jest.advanceTimersByTime(PHILANTHROPY_SCROLL_DELAY_MS + SCROLL_ANIMATION_MS));
  expect(screen.getByRole('heading', { name: 'Volunteer builds' })).toBeInTheDocument();
  expect(scrollTo).not.toHaveBeenCalled();
  jest.useRealTimers();
});
