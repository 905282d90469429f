import { screen } from '@testing-library/react';
import type { OfficeTrayName, Tray } from '@handyman/contracts';
import { renderRoute, field } from '@handyman/testing';
import { AppTrayProvider, TrayRenderer, trayRegistry, type OfficeTrayRegistry } from './registry';

const bodyCopy = (heading: string): Tray => ({ TrayName: 'BodyCopyTray', Heading: field(heading), Copy: field('<p>Copy</p>') });

test('every tray type of the CMS has a component', () => {
  const names: Record<Exclude<Tray['TrayName'], OfficeTrayName>, true> = {
    FranchisePackages: true,
    BodyCopyTray: true,
    HeroWithOverlay: true,
    ImageAndCopyTray: true,
    FAQAccordion: true,
    IconWithLabelList: true,
    ImageGallery: true,
    MeetTheTeam: true,
    Testimonial: true,
    Videos: true,
    FindAnOffice: true,
    CareersBanner: true,
    CareersTray: true,
    PromiseSlider: true,
    WhyChooseUsTray: true,
    Philanthropy: true,
    CareersCulture: true,
    CareersCommunity: true,
    CareersBrandBanner: true,
  };
  expect(Object.keys(trayRegistry).sort()).toEqual(Object.keys(names).sort());
});

test('trays render in order; an unknown tray renders nothing and the rest of the page stays', () => {
  const trays = [bodyCopy('First'), { TrayName: 'RemodelBanner', Heading: field('Unknown') } as unknown as Tray, bodyCopy('Last')];
  renderRoute(<TrayRenderer trays={trays} />);
  expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['First', 'Last']);
  expect(screen.queryByText('Unknown')).toBeNull();
});

test('a tray whose content breaks its component renders nothing; the others still show', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const broken = { TrayName: 'ImageGallery', Heading: field('Broken'), Image: [null] } as unknown as Tray;
  renderRoute(<TrayRenderer trays={[broken, bodyCopy('Still here')]} />);
  expect(screen.getByRole('heading', { name: 'Still here' })).toBeInTheDocument();
  expect(screen.queryByText('Broken')).toBeNull();
});

test('no trays, or not a list, renders nothing', () => {
  const { container } = renderRoute(<TrayRenderer trays={undefined} />);
  expect(container).toBeEmptyDOMElement();
  renderRoute(<TrayRenderer trays={'oops' as unknown as Tray[]} />);
});

test('placeholders given to the renderer reach every tray', () => {
  renderRoute(
    <TrayRenderer
      trays={[bodyCopy('Handyman services in {City}, {StateAbbreviation}')]}
      placeholders={{ City: 'Tempe', StateAbbreviation: 'AZ' }}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Handyman services in Tempe, AZ' })).toBeInTheDocument();
});

test('hostile markup in tray copy is neutralised before it reaches the page', () => {
  const hostile =
    '<p onclick="steal()">Fine print</p><script>window.pwned = true</script><img src="x.svg" onerror="window.pwned = true" alt="x"><a href="javascript:alert(1)">click</a><iframe src="https://evil.example"></iframe>';
  const trays: Tray[] = [
    { TrayName: 'BodyCopyTray', Heading: field('Terms'), Copy: field(hostile) },
    { TrayName: 'FAQAccordion', AccordionItem: [{ Heading: field('Question'), Copy: field(hostile) }] },
    { TrayName: 'Philanthropy', Copy: field(hostile) },
  ];
  const { container } = renderRoute(<TrayRenderer trays={trays} />);
  expect(screen.getAllByText('Fine print')).toHaveLength(3);
  expect(container.querySelector('script, iframe, [onclick], [onerror], a[href^="javascript:"]')).toBeNull();
  expect((window as { pwned?: boolean }).pwned).toBeUndefined();
});

test('a tray no app registered renders nothing; one a remote registered after this package was built renders', () => {
  const newer = { TrayName: 'SeasonalChecklist', Heading: field('Fall checklist') } as unknown as Tray;
  const { unmount } = renderRoute(<TrayRenderer trays={[newer, bodyCopy('After')]} />);
  expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['After']);
  unmount();
  const provided = {
    SeasonalChecklist: ({ tray }: { tray: { Heading: { Value: string } } }) => <h2>{tray.Heading.Value}</h2>,
  } as unknown as OfficeTrayRegistry;
  renderRoute(
    <AppTrayProvider trays={provided}>
      <TrayRenderer trays={[newer, bodyCopy('After')]} />
    </AppTrayProvider>,
  );
  expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Fall checklist', 'After']);
});

test('office trays render only where an app provides them', () => {
  const remodel = { TrayName: 'RemodelBanner', Heading: field('Remodel with us'), BackgroundImage: field('') } as Tray;
  const provided = {
    RemodelBanner: ({ tray }: { tray: { Heading: { Value: string } } }) => <h2>{tray.Heading.Value}</h2>,
  } as unknown as OfficeTrayRegistry;
  renderRoute(
    <AppTrayProvider trays={provided}>
      <TrayRenderer trays={[remodel, bodyCopy('After')]} />
    </AppTrayProvider>,
  );
  expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Remodel with us', 'After']);
});

test('a kind of tray whose code is not in yet shows once it comes, and only the kinds shown are fetched', async () => {
  await jest.isolateModulesAsync(async () => {
    const requested: string[] = [];
    for (const name of ['FAQAccordion', 'ImageGallery', 'BodyCopyTray']) {
      jest.doMock(`./${name}`, () => {
        requested.push(name);
        return jest.requireActual(`./${name}`);
      });
    }
    // Fresh modules: the code of no kind of tray is in yet.
    const React = await import('react');
    const { createRoot } = await import('react-dom/client');
    const router = await import('react-router-dom');
    const { TrayRenderer: FreshRenderer } = await import('./registry');
    const faq = { TrayName: 'FAQAccordion', Heading: field('Questions'), Items: [] } as unknown as Tray;
    const container = document.body.appendChild(document.createElement('div'));
    const memory = router.createMemoryRouter([{ path: '*', element: <FreshRenderer trays={[faq, bodyCopy('After')]} /> }]);
    const root = createRoot(container);
    await React.act(async () => root.render(<router.RouterProvider router={memory} />));
    await screen.findByRole('heading', { name: 'After' });
    expect(requested.sort()).toEqual(['BodyCopyTray', 'FAQAccordion']);
    await React.act(async () => root.unmount());
    container.remove();
  });
});
