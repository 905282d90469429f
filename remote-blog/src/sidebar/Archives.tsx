import { NavLink } from 'react-router-dom';
import { useBlogArchive } from '../api/blog-archive';
import { yearPath } from '../rules/blog-links';
import { ARCHIVES_ID, SidebarSection } from './SidebarSection';

/** The years that have posts, newest first; 'Loading....' until they come (a failure is not shown). */
export function Archives() {
  const { data } = useBlogArchive();
  return (
    <SidebarSection title="Archives" id={ARCHIVES_ID}>
      {!data ? <p>Loading....</p> : null}
      {data && data.years.length === 0 ? <p>No posts yet.</p> : null}
      {data && data.years.length > 0 ? (
        <ul>
          {data.years.map((year) => (
            <li key={year}>
              <NavLink to={yearPath(year)}>{year}</NavLink>
            </li>
          ))}
        </ul>
      ) : null}
    </SidebarSection>
  );
}
