import type { RemoteCopy } from './remote-build';

// The change a blog team makes to add pages, applied to a copy of remote-blog: component files and
// routes in its routes.tsx. The guides page's loader reads the blog's own content page (through the
// render's content cache) and lists its categories as the guides' topics. The topics list is a new
// paged list (/blog/topics/<topic>, /page/n): its page 1 moves to the list itself, and its route lists
// every topic with posts in the sitemap. The shell is told nothing of either.

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

/** The new list: one per category with posts, three posts a page (so the seed's topics have several pages). */
export const TOPICS = {
  pageSize: 3,
  path: (slug: string) => `/blog/topics/${slug}`,
  heading: (slug: string, page: number) => `Topic ${slug}, page ${page}`,
} as const;

const TOPIC_PAGE = `import { getBlogFacets, lastmodOf, NotFoundError, pagedListEntries, type LoadedPage, type LoaderArgs, type RouteSitemap } from '@handyman/platform';
import { categorySlug } from '../../rules/blog-links';
import { pageNumber } from '../list/page-number';

export interface Topic {
  slug: string;
  page: number;
  pages: number;
}

export async function loadTopic(args: LoaderArgs): Promise<LoadedPage<Topic>> {
  const page = pageNumber(args);
  const slug = args.params.topic ?? '';
  const topic = (await getBlogFacets()).categories.find((category) => categorySlug(category.name) === slug && category.count > 0);
  const pages = topic ? Math.ceil(topic.count / ${TOPICS.pageSize}) : 0;
  if (page > pages) throw new NotFoundError(\`No topic \${slug}\`);
  return { data: { slug, page, pages }, head: { title: \`Topic \${slug}\` } };
}

export const topicSitemap: RouteSitemap = async () =>
  (await getBlogFacets()).categories
    .filter((category) => category.count > 0)
    .flatMap((category) => pagedListEntries(\`blog/topics/\${categorySlug(category.name)}\`, category.count, ${TOPICS.pageSize}, lastmodOf(category.lastmod)));

export function TopicPage({ data }: { data: Topic }) {
  return <h1 data-testid="topic">{\`Topic \${data.slug}, page \${data.page}\`}</h1>;
}
`;

const ROUTE_LIST = "export const routes: RemoteRouteModule['routes'] = [\n";

/** Adds the guides page and the topics list to a copy of remote-blog's source. */
export function addGuidesPage(copy: RemoteCopy): void {
  copy.write('src/pages/guides/GuidesPage.tsx', GUIDES_PAGE);
  copy.write('src/pages/topics/TopicPage.tsx', TOPIC_PAGE);
  copy.edit('src/routes.tsx', (routes) => {
    if (!routes.includes(ROUTE_LIST)) throw new Error('remote-blog/src/routes.tsx no longer starts its route list as expected');
    const added = [
      `  defineRoute({ id: 'guides', paths: ['${GUIDES.path}'], loader: loadGuides, Component: GuidesPage, inSitemap: true }),\n`,
      "  defineRoute({ id: 'topic', paths: ['/blog/topics/:topic', '/blog/topics/:topic/page/:page'], loader: loadTopic, Component: TopicPage, sitemap: topicSitemap }),\n",
    ].join('');
    const imports = [
      "import { GuidesPage, loadGuides } from './pages/guides/GuidesPage';",
      "import { loadTopic, TopicPage, topicSitemap } from './pages/topics/TopicPage';",
    ].join('\n');
    return `${imports}\n${routes.replace(ROUTE_LIST, ROUTE_LIST + added)}`;
  });
}
