import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';

export function AccountPage() {
  useDocumentTitle('My Account');
  return (
    <div className="container-page py-10 sm:py-14">
      <PageHeader
        title="My Account"
        description="Your name, email, saved delivery addresses and password."
      />
    </div>
  );
}
