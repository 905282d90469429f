import { NavLink } from 'react-router-dom';
import { archiveYears } from '../rules/archive-years';
import { yearPath } from '../rules/blog-links';
import { ARCHIVES_ID, SidebarSection } from './SidebarSection';

/**
 * Every year from the current one down to 2020. The year is read while rendering, as the footer's
 * copyright does: server and browser agree on it except in the seconds around New Year.
 */
export function Archives() {
  return (
    <SidebarSection title="Archives" id={ARCHIVES_ID}>
      <ul>
        {archiveYears(new Date().getFullYear()).map((year) => (
          <li key={year}>
            <NavLink to={yearPath(year)}>{year}</NavLink>
          </li>
        ))}
      </ul>
    </SidebarSection>
  );
}
