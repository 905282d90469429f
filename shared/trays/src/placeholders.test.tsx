import { screen } from '@testing-library/react';
import { buildFranchiseHome, envelope, jsonResponse, mockFetch, renderRoute } from '@handyman/testing';
import { PlaceholderProvider, usePlaceholders } from './placeholders';

const SUMMERLIN = envelope([{ FranchiseHomePage: buildFranchiseHome() }], { path: 'offices/summerlin' });

function serve() {
  return mockFetch({
    'GET /api/page': (request: Request) =>
      new URL(request.url).searchParams.get('path') === 'offices/summerlin'
        ? jsonResponse(SUMMERLIN)
        : jsonResponse({ results: [], totalResults: 0 }, 404),
  });
}

function Filled({ text }: { text: string }) {
  const fill = usePlaceholders();
  return <p data-testid="filled">{fill(text)}</p>;
}

const TEXT = 'Call {FranchiseName} in {City}, {StateAbbreviation} at {Phone}';

test('without a provider, an office address fills in that office’s values', async () => {
  serve();
  renderRoute(<Filled text={TEXT} />, { url: '/offices/summerlin/city/the-lakes' });
  expect(await screen.findByText('Call Brightwood Handyman of Summerlin in Las Vegas, NV at (702) 555-0142')).toBeInTheDocument();
});

test('without a provider, a corporate address leaves the text as written and loads no office', async () => {
  const fetchMock = serve();
  renderRoute(<Filled text={TEXT} />, { url: '/why-choose-us' });
  expect(screen.getByTestId('filled')).toHaveTextContent(TEXT);
  await Promise.resolve();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('a provider’s values win over the office in the address', async () => {
  serve();
  renderRoute(
    <PlaceholderProvider
      values={{ FranchiseName: 'Brightwood Handyman of Tempe', City: 'Tempe', StateAbbreviation: 'AZ', Phone: '(480) 555-0163' }}
    >
      <Filled text={TEXT} />
    </PlaceholderProvider>,
    { url: '/offices/summerlin' },
  );
  expect(screen.getByTestId('filled')).toHaveTextContent('Call Brightwood Handyman of Tempe in Tempe, AZ at (480) 555-0163');
  await screen.findByTestId('filled');
});
