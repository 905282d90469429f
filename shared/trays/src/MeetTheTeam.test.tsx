import { screen, within } from '@testing-library/react';
import type { MeetTheTeam as MeetTheTeamContent } from '@handyman/contracts';
import { renderRoute, field, image } from '@handyman/testing';
import { PlaceholderProvider } from './placeholders';
import { TrayUnderTest } from './testing/TrayUnderTest';

const tray: MeetTheTeamContent = {
  TrayName: 'MeetTheTeam',
  Heading: field('Our Team'),
  TeamMember: [
    {
      ProfileImage: image('Images/team/will.svg', 400, 400, 'Will'),
      Name: field('Will Hartley'),
      Title: field('Owner'),
      Copy: field('Will taught woodshop in {City}.'),
    },
    {
      ProfileImage: image('Images/team/cass.svg', 400, 400, 'Cass'),
      Name: field('Cassandra Hartley'),
      Title: field('Operations'),
      Copy: field('<p>She runs scheduling.</p>'),
    },
  ],
};

test('a bio per member: photo, name, title and copy', () => {
  renderRoute(
    <PlaceholderProvider values={{ City: 'Raleigh' }}>
      <TrayUnderTest tray={tray} />
    </PlaceholderProvider>,
  );
  const [will] = screen.getAllByRole('listitem');
  expect(within(will!).getByRole('heading', { level: 3, name: 'Will Hartley' })).toBeInTheDocument();
  expect(within(will!).getByText('Owner')).toBeInTheDocument();
  expect(within(will!).getByText('Will taught woodshop in Raleigh.')).toBeInTheDocument();
  expect(will!.querySelector('img')).toHaveAttribute('src', 'http://media.test/media/Images/team/will.svg');
  expect(screen.getByText('She runs scheduling.')).toBeInTheDocument();
});
