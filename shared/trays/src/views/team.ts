import { asArray, type ImageField, type MeetTheTeam } from '@handyman/contracts';
import { imageOf, optionalText, type Fill } from './fields';

export interface TeamMemberView {
  photo?: ImageField;
  name: string;
  title: string;
  /** Content HTML. */
  bio?: string;
}

export interface TeamView {
  kind: 'MeetTheTeam';
  heading?: string;
  members: TeamMemberView[];
}

export function teamView(tray: MeetTheTeam, fill: Fill): TeamView {
  return {
    kind: 'MeetTheTeam',
    heading: optionalText(tray.Heading, fill),
    members: asArray(tray.TeamMember).map((member) => ({
      photo: imageOf(member.ProfileImage),
      name: fill(member.Name?.Value),
      title: fill(member.Title?.Value),
      bio: optionalText(member.Copy, fill),
    })),
  };
}
