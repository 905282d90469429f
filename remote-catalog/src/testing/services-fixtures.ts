// Services index content for the services pages' tests.
import type { Field, PageLink, ServicesIndex, ServicesTab } from '@handyman/contracts';
import { buildZipForm, field } from '@handyman/testing';

export const serviceLinks = (names: string[]): PageLink[] =>
  names.map((name) => ({ Name: name, URL: `services/${name.toLowerCase()}`, Link: name }));

export const servicesTab = (ID: ServicesTab['ID'], Name: string, groups: Record<string, string[]>): ServicesTab => ({
  ID,
  Name,
  Group: Object.entries(groups).map(([group, links]) => ({ Name: group, Page: serviceLinks(links) })),
});

export function servicesIndex(overrides: Partial<ServicesIndex & { NewLayout: Field }> = {}): { ServicesIndex: ServicesIndex } {
  return {
    ServicesIndex: {
      Name: 'Services',
      Title: 'Handyman Services',
      Description: 'Every service we offer.',
      URL: 'services',
      SURL: 'services',
      BreadcrumbNavigation: {
        Page: [
          { Name: 'Home', URL: '', Link: 'Home' },
          { Name: 'Services', URL: 'services' },
        ],
      },
      BannerHeading: field('Handyman Services for Every Room'),
      BackgroundImage: { Value: 'Images/Banners/services.svg', Width: '1600', Height: '500' },
      IntroCopy: field('<p>Every job, done right.</p>'),
      MostPopularServices: [
        { Image: field('Images/doors.svg'), Caption: field('Doors'), Page: { Name: 'doors', URL: 'services/doors-and-windows' } },
      ],
      ServicesTray: {
        Navigation: {
          Page: [
            servicesTab('search-by-room', 'By Room', { Kitchen: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'], Bathroom: ['Tile'] }),
            servicesTab('search-by-area', 'By Area', { Exterior: ['Gutters', 'Decks'] }),
            servicesTab('search-by-service', 'By Service', { Repair: ['Drywall'] }),
          ],
        },
      },
      AddTabs: field('true'),
      Footnotes: field('<p>Services vary by location.</p>'),
      LocalPage: [{ Name: 'offices', URL: 'offices', Link: 'Find your local office' }],
      FindAnOffice: buildZipForm(),
      ...overrides,
    },
  };
}
