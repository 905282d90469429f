import type { ElementType, MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSanitizedMarkup } from './use-sanitized-markup';

export interface RichTextProps {
  /** HTML or plain text from content. */
  html: string | null | undefined;
  as?: ElementType;
  className?: string;
  id?: string;
}

/** Renders content HTML after sanitising it (on the server, or in the browser); plain text is rendered as text. */
export function RichText({ html, as: Tag = 'div', className, id }: RichTextProps) {
  const navigate = useNavigate();
  const text = html ?? '';
  const shown = useSanitizedMarkup(text);

  // Site links inside content navigate in the app instead of reloading the page.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as HTMLElement).closest('a');
    if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };

  if (shown.kind === 'text')
    return (
      <Tag id={id} className={className}>
        {text}
      </Tag>
    );
  if (shown.kind === 'pending') return <Tag id={id} className={className} aria-busy="true" />;
  return (
    <Tag
      id={id}
      className={className}
      onClick={onClick}
      dangerouslySetInnerHTML={shown.markup}
      suppressHydrationWarning={shown.fromServer}
    />
  );
}
