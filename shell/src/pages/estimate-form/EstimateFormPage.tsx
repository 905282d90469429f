import { ContentArticle } from '@handyman/shared/trays';

/** /test-form-fill-page: the full-page estimate form (built by the estimate work). */
export default function EstimateFormPage() {
  return <ContentArticle />;
}
