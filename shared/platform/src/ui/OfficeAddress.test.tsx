import { render } from '@testing-library/react';
import { field } from '@handyman/testing';
import { OfficeAddress, OfficeAddressView } from './OfficeAddress';

const lines = (container: HTMLElement) => [...container.querySelectorAll('address > span')].map((span) => span.textContent);

test('an office’s address: the street, then city, state abbreviation and ZIP', () => {
  const control = {
    Address: field('9420 W Sahara Ave'),
    City: field('Las Vegas'),
    StateAbbreviation: field('NV'),
    ZipCode: field('89117'),
  };
  const { container } = render(<OfficeAddress control={control} />);
  expect(lines(container)).toEqual(['9420 W Sahara Ave', 'Las Vegas, NV 89117']);
});

test('no address element without an address', () => {
  const { container } = render(<OfficeAddress control={undefined} />);
  expect(container.querySelector('address')).toBeNull();
});

test('OfficeAddressView shows the lines it is given', () => {
  const { container } = render(<OfficeAddressView lines={['1 Main St', 'Plano, TX 75024']} className="where" />);
  expect(lines(container)).toEqual(['1 Main St', 'Plano, TX 75024']);
  expect(container.querySelector('address')).toHaveClass('where');
});
