import { NavLink } from 'react-router-dom';
import { useBlogIndex } from '../api/blog-index-page';
import { categoryPath } from '../rules/blog-links';
import { SidebarSection } from './SidebarSection';

/** The blog's categories, as listed on the blog index page, each to its category list. */
export function Categories() {
  const { categories } = useBlogIndex();
  if (categories.length === 0) return null;
  return (
    <SidebarSection title="Categories">
      <ul>
        {categories.map((name) => (
          <li key={name}>
            <NavLink to={categoryPath(name)}>{name}</NavLink>
          </li>
        ))}
      </ul>
    </SidebarSection>
  );
}
