import { screen } from '@testing-library/react';
import { renderRoute, field, image } from '@handyman/testing';
import { TrayUnderTest } from './testing/TrayUnderTest';

test('the quote with its attribution and photo', () => {
  const { container } = renderRoute(
    <TrayUnderTest
      tray={{
        TrayName: 'Testimonial',
        Quote: field('A crew that has my back.'),
        Attribution: field('Emily Carter, Craftsman'),
        Image: image('Images/p.svg', 400, 400),
      }}
    />,
  );
  expect(screen.getByText('A crew that has my back.').closest('blockquote')).not.toBeNull();
  expect(screen.getByText('Emily Carter, Craftsman').tagName).toBe('FIGCAPTION');
  expect(container.querySelector('img')).toHaveAttribute('width', '88');
});
