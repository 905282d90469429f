// Test fixture: a corporate content page as content-api answers GET api/page.
export function detailPageEnvelope(url: string, name: string, fields: Record<string, unknown>) {
  const breadcrumb = [
    { Name: 'Home', URL: '', Schema: 'HomePage', Link: 'Home' },
    { Name: name, URL: url, Schema: 'DetailPage' },
  ];
  const page = { Name: name, Title: name, URL: url, SURL: url, BreadcrumbNavigation: { Page: breadcrumb }, ...fields };
  return { path: url, results: [{ DetailPage: page }], totalResults: 1, page: 1, totalPages: 1, resultsPerPage: 10 };
}
