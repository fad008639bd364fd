import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';

export function PrivacyPolicyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <div className="container-page py-10 sm:py-14">
      <PageHeader
        title="Privacy Policy"
        description="How Angle collects, uses and protects your personal information when you shop or sell with us."
      />
    </div>
  );
}
