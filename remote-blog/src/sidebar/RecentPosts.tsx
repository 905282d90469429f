import { Link } from 'react-router-dom';
import { useResource } from '@handyman/platform/base';
import { getOfficeRecentPosts, officeRecentPostsKey } from '../api/get-office-recent-posts';
import { getRecentPosts, RECENT_POSTS_KEY } from '../api/get-recent-posts';
import { useFill } from '../office/use-fill';
import { SidebarSection } from './SidebarSection';

/**
 * The five most recently updated posts: the corporate blog's, or on an office's blog (office: its
 * address segment) that office's own. 'Loading....' while there are none (a failure is not shown).
 */
export function RecentPosts({ office }: { office?: string }) {
  const { data } = useResource(office ? officeRecentPostsKey(office) : RECENT_POSTS_KEY, () =>
    office ? getOfficeRecentPosts(office) : getRecentPosts(),
  );
  const fill = useFill();
  const posts = data ?? [];
  return (
    <SidebarSection title="Recent Posts">
      {posts.length === 0 ? (
        <p>Loading....</p>
      ) : (
        <ul>
          {posts.map((post) => (
            <li key={post.SURL}>
              <Link to={`/${post.SURL}`}>{fill(post.Heading)}</Link>
            </li>
          ))}
        </ul>
      )}
    </SidebarSection>
  );
}
