import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';

export function AboutPage() {
  useDocumentTitle('About Us');
  return (
    <div className="container-page py-10 sm:py-14">
      <PageHeader
        eyebrow="Our story"
        title="About Angle"
        description="Angle brings together independent beauty brands from across India in one place, each selling premium, ethically sourced and cruelty-free cosmetics."
      />
    </div>
  );
}
