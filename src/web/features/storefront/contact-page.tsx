import { Mail, MapPin, Phone } from '../../components/ui/icons';
import { PageHeader } from '../../components/page-header';
import { Card, CardContent } from '../../components/ui/card';
import { telHref, useStoreInfo } from '../../lib/store-info';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ContactForm } from './contact-form';

export function ContactPage() {
  const info = useStoreInfo();
  useDocumentTitle('Contact Us');
  return (
    <div className="container-page py-10 sm:py-14">
      <PageHeader
        title="Contact Us"
        description="Questions about an order, a product or selling on Angle? Write to us or give us a call."
      />
      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <ContactForm />
        <Card className="self-start">
          <CardContent>
            <dl className="grid gap-5 text-sm">
              <div>
                <dt className="flex items-center gap-2.5 font-medium text-ink">
                  <MapPin aria-hidden="true" className="size-5 shrink-0 text-rose-700" />
                  Visit
                </dt>
                <dd className="mt-1 pl-7.5 text-sand-700">{info.address}</dd>
              </div>
              <div>
                <dt className="flex items-center gap-2.5 font-medium text-ink">
                  <Phone aria-hidden="true" className="size-5 shrink-0 text-rose-700" />
                  Call
                </dt>
                <dd className="mt-1 pl-7.5">
                  <a href={telHref(info.supportPhone)} className="text-rose-700 hover:underline">
                    {info.supportPhone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="flex items-center gap-2.5 font-medium text-ink">
                  <Mail aria-hidden="true" className="size-5 shrink-0 text-rose-700" />
                  Email
                </dt>
                <dd className="mt-1 pl-7.5">
                  <a href={`mailto:${info.supportEmail}`} className="text-rose-700 hover:underline">
                    {info.supportEmail}
                  </a>
                </dd>
              </div>
            </dl>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
