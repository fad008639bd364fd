import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';

export function TermsPage() {
  useDocumentTitle('Terms & Conditions');
  return (
    <div className="container-page py-10 sm:py-14">
      <PageHeader
        title="Terms & Conditions"
        description="The terms that apply when you browse, buy or sell on Angle."
      />
    </div>
  );
}
