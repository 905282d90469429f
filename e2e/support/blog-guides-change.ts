import type { RemoteCopy } from './remote-build';

// The change a blog team makes to add a page, applied to a copy of remote-blog: a component file and
// one route in its routes.tsx. The page's loader reads the blog's own content page (through the
// render's content cache) and lists its categories as the guides' topics.

export const GUIDES = {
  path: '/blog/guides',
  title: 'Repair guides',
  description: 'Step-by-step repair guides from our craftsmen, by topic.',
  back: 'Back to the blog',
} as const;

const GUIDES_PAGE = `import { Link } from 'react-router-dom';
import { asArray, pageOfSchema } from '@handyman/contracts';
import type { LoadedPage, LoaderArgs } from '@handyman/platform';
import type { BlogIndexPage } from '../../api/blog-index-page';
import { categoryPath } from '../../rules/blog-links';

export interface Guides {
  topics: string[];
}

export async function loadGuides({ page }: LoaderArgs): Promise<LoadedPage<Guides>> {
  const index = pageOfSchema((await page('/blog')).results[0], 'BlogIndex') as BlogIndexPage | undefined;
  const topics = asArray(index?.IGX_Categories?.BlogCategories).map((category) => category.Name);
  return { data: { topics }, head: { title: ${JSON.stringify(GUIDES.title)}, description: ${JSON.stringify(GUIDES.description)} } };
}

export function GuidesPage({ data }: { data: Guides }) {
  return (
    <section data-testid="repair-guides">
      <h1>${GUIDES.title}</h1>
      <ul>
        {data.topics.map((topic) => (
          <li key={topic}>
            <Link to={categoryPath(topic)}>{topic}</Link>
          </li>
        ))}
      </ul>
      <Link to="/blog">${GUIDES.back}</Link>
    </section>
  );
}
`;

const ROUTE_LIST = "export const routes: RemoteRouteModule['routes'] = [\n";

/** Adds the guides page to a copy of remote-blog's source. */
export function addGuidesPage(copy: RemoteCopy): void {
  copy.write('src/pages/guides/GuidesPage.tsx', GUIDES_PAGE);
  copy.edit('src/routes.tsx', (routes) => {
    if (!routes.includes(ROUTE_LIST)) throw new Error('remote-blog/src/routes.tsx no longer starts its route list as expected');
    const route = `  defineRoute({ id: 'guides', paths: ['${GUIDES.path}'], loader: loadGuides, Component: GuidesPage, inSitemap: true }),\n`;
    return `import { GuidesPage, loadGuides } from './pages/guides/GuidesPage';\n${routes.replace(ROUTE_LIST, ROUTE_LIST + route)}`;
  });
}
