import { screen } from '@testing-library/react';
import type { IconWithLabelList as IconListContent } from '@handyman/contracts';
import { renderRoute, field, image } from '@handyman/testing';
import { TrayUnderTest } from './testing/TrayUnderTest';

const tray = (overrides: Partial<IconListContent> = {}): IconListContent => ({
  TrayName: 'IconWithLabelList',
  Heading: field('What you can count on'),
  Item: [
    { Icon: image('Images/Icons/licensed.svg', 64, 64), Label: field('Licensed & insured'), Caption: field('In every state') },
    { Icon: image('Images/Icons/team.svg', 64, 64), Label: field('Background-checked craftsmen') },
  ],
  ...overrides,
});

const list = () => screen.getByRole('list');

test('each item shows its icon, label and caption', () => {
  renderRoute(<TrayUnderTest tray={tray()} />);
  expect(screen.getByRole('heading', { name: 'What you can count on' })).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Licensed & insuredIn every state',
    'Background-checked craftsmen',
  ]);
});

test.each([
  ['4', 'columns4'],
  ['3', 'columns3'],
  [undefined, 'columns3'],
])('IconsPerRow %s gives %s', (perRow, className) => {
  renderRoute(<TrayUnderTest tray={tray({ IconsPerRow: perRow ? field(perRow as '4') : undefined })} />);
  expect(list()).toHaveClass(className);
  expect(list()).not.toHaveClass(className === 'columns4' ? 'columns3' : 'columns4');
});

test('placement Left puts icons beside their labels; anything else on top', () => {
  const { unmount } = renderRoute(<TrayUnderTest tray={tray({ Placement: field('Left') })} />);
  expect(list()).toHaveClass('iconLeft');
  unmount();
  renderRoute(<TrayUnderTest tray={tray({ Placement: field('Top') })} />);
  expect(list()).not.toHaveClass('iconLeft');
});

test('an item with a page is a link to it, named by its label; one without is no link', () => {
  const page = { Name: 'painting', URL: 'services/painting', Schema: 'ServiceDetail', Link: 'Painting' };
  renderRoute(
    <TrayUnderTest
      tray={tray({
        Item: [
          { Icon: image('Images/Icons/paint.svg', 64, 64), Label: field('Painting'), Caption: field('Inside and out'), Page: page },
          { Icon: image('Images/Icons/team.svg', 64, 64), Label: field('Background-checked craftsmen') },
        ],
      })}
    />,
  );
  expect(screen.getByRole('link', { name: 'Painting Inside and out' })).toHaveAttribute('href', '/services/painting');
  expect(screen.getAllByRole('link')).toHaveLength(1);
});
