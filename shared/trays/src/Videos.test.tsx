import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Videos as VideosContent } from '@handyman/contracts';
import { renderRoute, field } from '@handyman/testing';
import { videoEmbedUrl } from './video-embed';
import { TrayUnderTest } from './testing/TrayUnderTest';

const tray: VideosContent = {
  TrayName: 'Videos',
  Heading: field('Life at Brightwood'),
  Video: [
    { Title: field('Why I joined'), VimeoEmbedURL: field('https://www.youtube.com/watch?v=abcDEF12345'), VideoType: field('YouTube') },
    {
      Title: field('Inside our apprenticeship'),
      VimeoEmbedURL: field('https://player.vimeo.com/video/100000002'),
      VideoType: field('Vimeo'),
    },
  ],
};

test('nothing loads from the video host until the visitor presses play', async () => {
  const user = userEvent.setup();
  const { container } = renderRoute(<TrayUnderTest tray={tray} />);
  expect(container.querySelector('iframe')).toBeNull();
  expect(screen.getByText('Loads from YouTube')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Play video: Why I joined (loads from YouTube)' }));
  const frame = screen.getByTitle('Why I joined');
  expect(frame.tagName).toBe('IFRAME');
  expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abcDEF12345?autoplay=1&rel=0');
  expect(frame).toHaveAttribute('loading', 'lazy');
  expect(frame).toHaveFocus();
  expect(container.querySelectorAll('iframe')).toHaveLength(1);
});

test('other embeds play from their own URL, asked not to track', async () => {
  const user = userEvent.setup();
  renderRoute(<TrayUnderTest tray={tray} />);
  await user.click(screen.getByRole('button', { name: /Inside our apprenticeship/ }));
  expect(screen.getByTitle('Inside our apprenticeship')).toHaveAttribute(
    'src',
    'https://player.vimeo.com/video/100000002?dnt=1&autoplay=1',
  );
});

test.each([
  ['https://youtu.be/abcDEF12345', 'YouTube', 'https://www.youtube-nocookie.com/embed/abcDEF12345?autoplay=1&rel=0'],
  ['https://www.youtube.com/embed/abcDEF12345', 'YouTube', 'https://www.youtube-nocookie.com/embed/abcDEF12345?autoplay=1&rel=0'],
  [
    'https://www.youtube-nocookie.com/embed/BRIGHTWOOD01',
    'YouTube',
    'https://www.youtube-nocookie.com/embed/BRIGHTWOOD01?autoplay=1&rel=0',
  ],
  ['javascript:alert(1)', 'Vimeo', null],
  ['http://player.vimeo.com/video/1', 'Vimeo', null],
  ['not a url', 'YouTube', null],
  ['https://www.youtube.com/watch', 'YouTube', null],
])('embed URL of %s (%s)', (url, type, expected) => {
  expect(videoEmbedUrl(url, type)).toBe(expected);
});

test('a video with an unusable URL is left out', () => {
  renderRoute(<TrayUnderTest tray={{ ...tray, Video: [{ VimeoEmbedURL: field('javascript:alert(1)'), VideoType: field('Vimeo') }] }} />);
  expect(screen.queryByRole('button')).toBeNull();
});
