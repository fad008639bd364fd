import { formatINR } from '../../lib/format';
import { useStoreInfo } from '../../lib/store-info';
import { Bullets, ContentPage } from './content-page';

export function ShippingPolicyPage() {
  const info = useStoreInfo();
  return (
    <ContentPage
      title="Shipping Policy"
      description="Where we deliver, how long it takes, what it costs and how cash on delivery works."
      updated="1 November 2026"
      sections={[
        {
          heading: 'Where we deliver',
          body: [
            'We deliver to more than 19,000 PIN codes across India through our courier partners. Enter your PIN code at checkout to confirm delivery to your address.',
          ],
        },
        {
          heading: 'Delivery times',
          body: [
            <Bullets
              key="times"
              items={[
                'Metro cities: 2–4 working days after dispatch.',
                'Rest of India: 4–7 working days after dispatch.',
                'North-East states, Jammu & Kashmir, Ladakh, Andaman & Nicobar and Lakshadweep: 7–10 working days.',
              ]}
            />,
            'Each seller packs and ships their own products, so an order with products from several sellers may arrive in more than one parcel. Every parcel has its own tracking number in My Orders.',
          ],
        },
        {
          heading: 'Shipping charges',
          body: [
            // Issue #33: the rule is on the items after discounts (deliveryFeeFor), from the
            // store's settings.
            `Delivery is free when your items come to ${formatINR(info.freeShippingThreshold)} or more after offers and discounts; otherwise ${formatINR(info.shippingFee)}.`,
            'The delivery charge is shown in your cart and at checkout before you pay. If an offer takes your items under the free-delivery amount, we tell you when you apply it, with what you really save.',
          ],
        },
        {
          heading: 'Cash on Delivery',
          body: [
            'Cash on Delivery is available on orders up to ₹50,000. Please keep the exact amount ready; our delivery partners can also accept UPI at the door in most cities.',
          ],
        },
      ]}
    />
  );
}
