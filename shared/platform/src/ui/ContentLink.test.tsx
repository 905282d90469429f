import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@handyman/testing';
import { ContentLink, ContentLinkView } from './ContentLink';

test('a site page navigates in the app, marked current only when asked and shown', async () => {
  const { router } = renderRoute(
    <>
      <ContentLink page={{ Name: 'careers', Link: 'Careers', URL: 'careers' }} markCurrent />
      <ContentLink page={{ Name: 'blog', URL: 'blog' }} markCurrent />
      <ContentLink page={{ Name: 'careers-tray', Link: 'Join us', URL: 'careers' }} />
    </>,
    { url: '/careers' },
  );
  expect(screen.getByRole('link', { name: 'Careers' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Join us' })).not.toHaveAttribute('aria-current');
  await userEvent.setup().click(screen.getByRole('link', { name: 'blog' }));
  expect(router.state.location.pathname).toBe('/blog');
});

test('other sites open a new tab that cannot reach back, and say so', () => {
  renderRoute(<ContentLink page={{ Name: 'hardware', URL: 'https://hardware.example/' }} />);
  const link = screen.getByRole('link', { name: 'hardware (opens in a new tab)' });
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('tel links open in place; children replace the text', () => {
  renderRoute(<ContentLink page={{ Name: 'call', URL: 'tel:18663496946' }}>Call us</ContentLink>);
  expect(screen.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:18663496946');
  expect(screen.getByRole('link', { name: 'Call us' })).not.toHaveAttribute('target');
});

test('a refused scheme renders nothing at all', () => {
  const { container } = renderRoute(<ContentLink page={{ Name: 'x', URL: 'javascript:alert(1)' }}>Click</ContentLink>);
  expect(container).toBeEmptyDOMElement();
});

test('ContentLinkView renders a link model as ContentLink renders the page it came from', () => {
  renderRoute(
    <>
      <ContentLinkView link={{ href: '/careers', kind: 'in-app', text: 'Careers' }} markCurrent />
      <ContentLinkView link={{ href: 'https://hardware.example/', kind: 'new-tab', text: 'Hardware' }} />
      <ContentLinkView link={null}>Never shown</ContentLinkView>
    </>,
    { url: '/careers' },
  );
  expect(screen.getByRole('link', { name: 'Careers' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Hardware (opens in a new tab)' })).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.queryByText('Never shown')).toBeNull();
});
