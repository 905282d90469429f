import { Link } from 'react-router-dom';
import { useResource } from '@handyman/platform';
import { getRecentPosts, RECENT_POSTS_KEY } from '../api/get-recent-posts';
import { SidebarSection } from './SidebarSection';

/** The five most recently updated posts; 'Loading....' while there are none (a failure is not shown). */
export function RecentPosts() {
  const { data } = useResource(RECENT_POSTS_KEY, getRecentPosts);
  const posts = data ?? [];
  return (
    <SidebarSection title="Recent Posts">
      {posts.length === 0 ? (
        <p>Loading....</p>
      ) : (
        <ul>
          {posts.map((post) => (
            <li key={post.SURL}>
              <Link to={`/${post.SURL}`}>{post.Heading}</Link>
            </li>
          ))}
        </ul>
      )}
    </SidebarSection>
  );
}
