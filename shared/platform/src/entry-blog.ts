// @handyman/platform/blog: the blog's search and facets, fetched when a remote first asks (the blog
// list, an office's blog tray), not with every remote page.
// Names only, re-exported by package name: the modules stay the root's own (one store, one config).
export { getBlogFacets, searchBlogPosts, searchBlogSummaries, toPostSummary, toSummaryEnvelope } from '@handyman/platform';
export type { BlogOrder, BlogPostEnvelope, BlogPostSummary, BlogSearch, BlogSummaryEnvelope } from '@handyman/platform';
