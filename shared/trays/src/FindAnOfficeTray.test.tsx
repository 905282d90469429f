import { screen } from '@testing-library/react';
import { renderRoute, field } from '@handyman/testing';
import { PlaceholderProvider } from './placeholders';
import { TrayUnderTest } from './testing/TrayUnderTest';

test('the zip lookup form with the tray content, placeholders filled for a franchise', () => {
  renderRoute(
    <PlaceholderProvider values={{ City: 'Tempe' }}>
      <TrayUnderTest
        tray={{
          TrayName: 'FindAnOffice',
          Heading: field('Find a handyman near {City}'),
          PlaceholderText: field('Enter your zip code'),
          TextBelowInput: field('Where the work is'),
          HandymanMatters: field(''),
        }}
      />
    </PlaceholderProvider>,
  );
  expect(screen.getByRole('heading', { name: 'Find a handyman near Tempe' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'ZIP code where the work is to be done' })).toHaveAttribute(
    'placeholder',
    'Enter your ZIP code',
  );
  expect(screen.getByRole('button', { name: 'Find My Office' })).toBeInTheDocument();
});
