import { externalPage, field, image, packageSummary } from '@handyman/testing';
import { careersBannerView } from './careers-banner';
import { careersCommunityView } from './careers-community';
import { careersCultureView } from './careers-culture';
import { careersTrayView } from './careers-tray';
import { asWritten } from './fields';
import { heroView } from './hero';
import { packageCardView } from './package-card';
import { videosView } from './videos';

const jobs = externalPage('https://jobs.example/apply', 'Jobs');

test('careers banner: a heading with no text once sanitised is flagged; tone, alignment and height come from content', () => {
  const view = careersBannerView(
    {
      TrayName: 'CareersBanner',
      BackgroundImage: image('Images/b.svg', 1600, 350),
      Heading: field('<script>x</script>'),
      TextBoxAlignment: field('Right'),
    },
    asWritten,
  );
  expect(view).toMatchObject({ headingHasText: false, tone: 'light', align: 'Right', minHeight: { mobile: 350, desktop: 350 } });
  expect(
    careersBannerView({ TrayName: 'CareersBanner', BackgroundImage: image('b'), Heading: field('<b>Join</b>') }, asWritten).headingHasText,
  ).toBe(true);
});

test('careers tray: the heading splits at its question mark', () => {
  expect(careersTrayView({ TrayName: 'CareersTray', Heading: field('Ready? Apply today.'), Page: jobs }, asWritten)).toEqual({
    kind: 'CareersTray',
    question: 'Ready?',
    rest: 'Apply today.',
    page: jobs,
  });
});

test("careers community: the job board link says 'Apply Now'; the attribution only with a quote", () => {
  const view = careersCommunityView(
    { TrayName: 'CareersCommunity', Heading: field('Community'), Page: jobs, Attribution: field('Sam') },
    asWritten,
  );
  expect(view.apply).toEqual({ ...jobs, Link: 'Apply Now' });
  expect(view.quote).toBeUndefined();
  const quoted = careersCommunityView(
    { TrayName: 'CareersCommunity', Heading: field('C'), Page: jobs, Quote: field('Love it'), Attribution: field('Sam') },
    asWritten,
  );
  expect(quoted.quote).toEqual({ text: 'Love it', attribution: 'Sam' });
});

test('careers culture: videos without a URL are dropped, the others titled from the heading when untitled', () => {
  const view = careersCultureView(
    {
      TrayName: 'CareersCulture',
      BackgroundImage: image('Images/team.jpg'),
      Heading: field('Our culture'),
      TextPanel: field('Dark'),
      Video: [
        { VimeoEmbedURL: field(''), VideoType: field('Vimeo') },
        { VimeoEmbedURL: field('https://youtu.be/abcdefgh'), VideoType: field('YouTube') },
      ],
    },
    asWritten,
  );
  // A photo the width of a wide screen, not the stored original.
  expect(view).toMatchObject({ tone: 'dark', backgroundUrl: 'http://media.test/media/Images/team.jpg?width=1600' });
  expect(view.videos).toEqual([{ url: 'https://youtu.be/abcdefgh', type: 'YouTube', title: 'Our culture video 1' }]);
});

test('videos: the content title is the caption; an untitled video is named from the heading, or "Video"', () => {
  const video = { VimeoEmbedURL: field('https://vimeo.com/1'), VideoType: field('Vimeo' as const) };
  const view = videosView({ TrayName: 'Videos', Video: [{ ...video, Title: field('Tour') }, video] }, asWritten);
  expect(view.videos).toEqual([
    { url: 'https://vimeo.com/1', type: 'Vimeo', title: 'Tour', caption: 'Tour' },
    { url: 'https://vimeo.com/1', type: 'Vimeo', title: 'Video 2', caption: undefined },
  ]);
  expect(videosView({ TrayName: 'Videos', Heading: field('Tours'), Video: [video] }, asWritten).videos[0]?.title).toBe('Tours 1');
});

test('hero: only Light gives the light box; an alignment other than Left or Right centres it', () => {
  const hero = { BackgroundImage: image('Images/h.svg'), Heading: field('Hi') };
  expect(heroView({ ...hero, TextBoxBackgroundColor: field('Light'), TextBoxAlignment: field('None') }, asWritten)).toMatchObject({
    tone: 'light',
    align: 'None',
  });
  expect(heroView(hero, asWritten)).toMatchObject({ tone: 'dark', align: 'None', subheading: undefined });
});

test('package card: a root-relative link, and what you get only when the package says', () => {
  const pkg = { ...packageSummary('curb-appeal', 'Curb Appeal'), URL: '//packages/curb-appeal' };
  expect(packageCardView(pkg)).toMatchObject({ key: '//packages/curb-appeal', href: '/packages/curb-appeal', name: 'Curb Appeal' });
  expect(packageCardView({ ...pkg, PackageWhatYouGet: field('<ul><li>Paint</li></ul>') }).whatYouGet).toBe('<ul><li>Paint</li></ul>');
});
