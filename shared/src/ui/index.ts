export { RichText, type RichTextProps } from './RichText';
export { sanitizeHtml, hasMarkup } from './sanitize';
export { MediaImage, type MediaImageProps } from './MediaImage';
export { Spinner } from './Spinner';
export { PhoneLink, type PhoneLinkProps } from './PhoneLink';
export { ErrorBoundary } from './ErrorBoundary';
export { PageMeta, type PageMetaProps } from './PageMeta';
