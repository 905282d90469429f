import { screen } from '@testing-library/react';
import { renderRoute, field, image } from '@handyman/testing';
import { TrayUnderTest } from './testing/TrayUnderTest';

test('intro heading, copy, splash and logos under the why-choose-us anchor', () => {
  renderRoute(
    <TrayUnderTest
      tray={{
        TrayName: 'WhyChooseUsTray',
        IntroHeading: field('Why Homeowners Choose Brightwood'),
        WhyChooseUsIntroCopy: field('<p>Written estimates and a warranty.</p>'),
        SplashImage: image('Images/splash.svg', 800, 600, 'A van'),
        Logo: [image('Images/Icons/licensed.svg', 64, 64, 'Licensed and insured')],
      }}
    />,
  );
  const heading = screen.getByRole('heading', { level: 2, name: 'Why Homeowners Choose Brightwood' });
  expect(heading.closest('section')).toHaveAttribute('id', 'why-choose-us');
  expect(screen.getByText('Written estimates and a warranty.')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'A van' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Licensed and insured' })).toHaveAttribute('width', '64');
});
