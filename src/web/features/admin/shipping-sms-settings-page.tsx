// '/admin/shipping-and-sms' (issue #39): the outside services behind delivery, on one page as
// Payment Settings holds the gateway: the courier aggregator with the rule for returned parcels
// (settings/shipping), and the text-message provider of the cash-on-delivery codes
// (settings/sms). Two forms, each saved on its own, as they are two documents.
import { SettingsPage } from '../../components/settings-form/settings-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useShippingSettings, useSmsSettings } from './settings-api';
import { ShippingSettingsForm } from './shipping-settings-form';
import { SmsSettingsForm } from './sms-settings-form';

export function AdminShippingSmsSettingsPage() {
  useDocumentTitle('Shipping and SMS', 'Angle Admin');
  const shipping = useShippingSettings();
  const sms = useSmsSettings();
  const both = {
    data: shipping.data && sms.data ? { shipping: shipping.data, sms: sms.data } : undefined,
    isPending: shipping.isPending || sms.isPending,
    refetch: () => Promise.all([shipping.refetch(), sms.refetch()]),
  };
  return (
    <SettingsPage
      title="Shipping and SMS"
      description="Couriers booked through Shiprocket, who pays for returned parcels, and the texts that confirm cash-on-delivery orders."
      query={both}
      what="the shipping and SMS settings"
      heights={['h-96', 'h-48', 'h-64']}
      className="mt-6 grid max-w-3xl gap-8"
    >
      {({ shipping: s, sms: t }) => (
        <>
          <ShippingSettingsForm initial={s} />
          <SmsSettingsForm initial={t} />
        </>
      )}
    </SettingsPage>
  );
}
