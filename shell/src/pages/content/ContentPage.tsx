import { DetailPageLayout } from './DetailPageLayout';
import type { ContentView } from './content-view';

/** A corporate content page (why-choose-us, resources, careers, ...), as its loader worked it out. */
export default function ContentPage({ data }: { data: ContentView }) {
  return <DetailPageLayout view={data} />;
}
