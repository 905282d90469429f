import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner';

test('the loading screen is announced politely and named', () => {
  render(<Spinner />);
  const status = screen.getByRole('status');
  expect(status).toHaveAttribute('aria-live', 'polite');
  expect(status).toHaveTextContent('Loading');
});

test('a different label says what is loading', () => {
  render(<Spinner label="Reloading the page" />);
  expect(screen.getByRole('status')).toHaveTextContent('Reloading the page');
});
