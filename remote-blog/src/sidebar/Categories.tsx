import { NavLink } from 'react-router-dom';
import { useCategoryNames } from '../api/blog-archive';
import { categoryPath } from '../rules/blog-links';
import { SidebarSection } from './SidebarSection';

/** The blog's categories that list posts (the blog index page's when those cannot be had), each to its list. */
export function Categories() {
  const categories = useCategoryNames();
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
