import { asArray, type MeetTheTeam as MeetTheTeamContent } from '@handyman/contracts';
import { MediaImage, RichText } from '@handyman/platform/ui';
import { usePlaceholders } from './placeholders';
import shared from './Tray.module.css';
import styles from './MeetTheTeam.module.css';

/** Team bios: photo, name, title and a short bio for each member. */
export function MeetTheTeam({ tray }: { tray: MeetTheTeamContent }) {
  const fill = usePlaceholders();
  return (
    <section className={shared.tray}>
      <div className="container">
        {tray.Heading?.Value ? <h2 className={shared.heading}>{fill(tray.Heading.Value)}</h2> : null}
        <ul className={styles.team}>
          {asArray(tray.TeamMember).map((member, index) => (
            <li className={styles.member} key={index}>
              {/* The name follows; the photo needs no alternative text of its own. */}
              <MediaImage className={styles.photo} image={member.ProfileImage} alt="" width={140} height={140} />
              <h3 className={styles.name}>{fill(member.Name?.Value)}</h3>
              <p className={styles.title}>{fill(member.Title?.Value)}</p>
              {member.Copy?.Value ? <RichText className={`${styles.bio} ${shared.flow}`} html={fill(member.Copy.Value)} /> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
