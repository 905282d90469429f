import { MediaImage, RichText } from '@handyman/platform/ui';
import type { TeamView } from './views/team';
import shared from './Tray.module.css';
import styles from './MeetTheTeam.module.css';

/** Team bios: photo, name, title and a short bio for each member. */
export function MeetTheTeam({ view }: { view: TeamView }) {
  return (
    <section className={shared.tray}>
      <div className="container">
        {view.heading !== undefined ? <h2 className={shared.heading}>{view.heading}</h2> : null}
        <ul className={styles.team}>
          {view.members.map((member, index) => (
            <li className={styles.member} key={index}>
              {/* The name follows; the photo needs no alternative text of its own. */}
              <MediaImage className={styles.photo} image={member.photo} alt="" width={140} height={140} />
              <h3 className={styles.name}>{member.name}</h3>
              <p className={styles.title}>{member.title}</p>
              {member.bio !== undefined ? <RichText className={`${styles.bio} ${shared.flow}`} html={member.bio} /> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
