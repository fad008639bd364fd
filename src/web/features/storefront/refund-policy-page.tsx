import { Bullets, ContentPage } from './content-page';

export function RefundPolicyPage() {
  return (
    <ContentPage
      title="Refund Policy"
      description="When you can return a product, how to ask for a refund and how long the money takes to reach you."
      updated="1 November 2026"
      sections={[
        {
          heading: 'Returns within 7 days',
          body: [
            'You can return most products within 7 days of delivery if they arrive damaged, defective, expired, or different from what you ordered.',
            'For hygiene reasons, opened or used makeup, skincare, fragrance and personal-care products can be returned only when they were damaged or defective on arrival. Unopened products with their seal intact can be returned for any reason within 7 days.',
          ],
        },
        {
          heading: 'How to ask for a return',
          body: [
            <Bullets
              key="steps"
              items={[
                'Open My Orders, choose the order and the product, and tell us what went wrong. A photo of the product and its packaging helps us resolve it faster.',
                'We arrange a free pickup from your delivery address within 2–3 working days. Please keep the product in its original box.',
                'Once the seller receives and checks the product, we confirm the refund by email.',
              ]}
            />,
          ],
        },
        {
          heading: 'When the money reaches you',
          body: [
            'Online payments (UPI, cards, netbanking, wallets) are refunded to the same account within 5–7 working days of the refund being approved; your bank may take a little longer to show it.',
            'For Cash on Delivery orders we refund to a bank account or UPI ID you give us, within 5–7 working days.',
            'Shipping charges are refunded when the return is due to our or the seller’s mistake.',
          ],
        },
        {
          heading: 'Cancelled orders',
          body: [
            'You can cancel an order, or one seller’s part of it, from My Orders until it ships. A prepaid cancelled order is refunded in full to the original payment method.',
          ],
        },
      ]}
    />
  );
}
