import { useEffect } from 'react';
import { useServerRecord, type SitePageHead } from '@handyman/platform';
import { addRobotsMeta, JsonLd, PageMeta } from '@handyman/platform/ui';

/**
 * The head a route's loader worked out, applied by the shell: title (with the site's suffix and the
 * office's placeholders filled in), description, robots, preview picture, feed and structured data.
 * The server writes it into the HTML answer; in the browser it follows client navigation.
 */
export function PageHead({ head }: { head: SitePageHead }) {
  const record = useServerRecord();
  if (record) {
    if (head.robots) record.head.robots = head.robots;
    if (head.image) record.head.image = head.image;
    if (head.ogType) record.head.ogType = head.ogType;
    if (head.feed) record.head.feed = head.feed;
    if (head.canonical) record.head.canonical = head.canonical;
  }
  const { robots } = head;
  useEffect(() => (robots ? addRobotsMeta(robots) : undefined), [robots]);
  return (
    <>
      <PageMeta {...(head.title ? { title: head.title } : {})} {...(head.description ? { description: head.description } : {})} />
      {(head.jsonLd ?? []).map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
    </>
  );
}
