// Issue #19: the demo catalogue's ratings come from reviews. Eight demo customers each have one
// delivered order holding every product they review; each product gets two to five reviews,
// some "Helpful" votes and a few vendor replies, and its rating and reviewCount are then
// computed from those rows like any review change does. Idempotent (fixed ids, conflicts skipped).
import type { Category } from '../../domain/catalog';
import type { SkinType } from '../../domain/schemas/reviews';
import { recordDeliveryInLedger } from '../modules/payouts/ledger';
import { recomputeRating } from '../modules/reviews/product-rating';
import type { Db } from './client';
import { inArray } from 'drizzle-orm';
import { productVariants, reviews, reviewVotes, users } from './schema';
import { orderGroups, orderItems, orders } from './schema-commerce';
import { SEED_PRODUCTS, type SeedProduct } from './seed-data';

interface Reviewer {
  name: string;
  city: string;
  state: string;
  pincode: string;
  skinType: SkinType;
}

/** Name | city | state | PIN code | skin type, one demo customer a line. */
const REVIEWER_LINES = `
  Ananya Iyer | Chennai | Tamil Nadu | 600020 | oily
  Rohan Mehta | Ahmedabad | Gujarat | 380009 | normal
  Kavya Nair | Kochi | Kerala | 682016 | dry
  Meera Pillai | Bengaluru | Karnataka | 560038 | combination
  Arjun Reddy | Hyderabad | Telangana | 500034 | oily
  Sneha Kulkarni | Pune | Maharashtra | 411004 | sensitive
  Fatima Shaikh | Mumbai | Maharashtra | 400050 | dry
  Ishaan Bose | Kolkata | West Bengal | 700019 | normal
`;

export const SEED_REVIEWERS: Reviewer[] = REVIEWER_LINES.trim()
  .split('\n')
  .map((line) => {
    const [name = '', city = '', state = '', pincode = '', skinType = ''] = line
      .split('|')
      .map((part) => part.trim());
    return { name, city, state, pincode, skinType: skinType as SkinType };
  });

type Star = 2 | 3 | 4 | 5;

/** What the demo customers wrote, per category: a line per review, "stars | title | text". A
 * product's second review at the same stars takes the next line at those stars. */
const WORDS: Record<Category, string> = {
  makeup: `
    5 | My new everyday favourite | Blends beautifully, stays put through a humid day and the colour matches my skin tone exactly. Already ordered a second one.
    4 | Lovely colour, good wear | Pigmented and comfortable to wear. It fades a little after lunch, but a quick touch-up brings it back.
    3 | Nice, but not for me | The texture is pleasant, though the finish is drier than I expected. Works better over a moisturiser.
    2 | Did not last | Looked good for the first hour, then it settled into lines. The packaging is lovely, the wear is not.
    5 | Perfect match for my skin tone | Finally a shade that does not turn ashy on me. Light on the skin and it photographs beautifully.
    4 | Great value for the quality | Feels much more expensive than it is. I take off a star only because the applicator could be better.
  `,
  skin: `
    5 | Visible glow in two weeks | Absorbs quickly, no sticky feel, and my skin looks brighter every morning. Gentle enough for daily use.
    4 | Gentle and effective | Calmed the redness on my cheeks and layers well under sunscreen. A slightly strong scent, but it fades.
    3 | Decent, takes time | No irritation and it feels nice, but I am still waiting for a real difference after three weeks.
    2 | Too heavy for my skin | Felt greasy in Indian summer heat and I broke out along the jawline. Might suit drier skin better.
    5 | Holy grail for my routine | My dark spots have faded noticeably and my skin drinks it up. I have recommended it to my sister.
    4 | Soothing and light | Perfect for humid Mumbai mornings. Took a few weeks to see results, but they are real.
  `,
  hair: `
    5 | Softer hair from the first wash | Less hair fall after a month, the smell is herbal and pleasant, and my curls are finally defined.
    4 | Works well, a little goes far | Leaves my hair smooth and manageable without weighing it down. I wish the bottle were bigger.
    3 | Okay for the price | Cleans well and does not strip colour, but I did not notice the extra shine the description promised.
    2 | Dried out my ends | My scalp felt fine, but the lengths turned straw-like after a few washes. Switching back.
    5 | My frizz is finally under control | I use it twice a week and my hair feels thicker and shinier. The natural ingredients make me trust it.
    4 | Nice results, mild scent | My scalp feels clean and calm. It lathers less than I am used to, but my hair is healthier.
  `,
  'personal-care': `
    5 | Smells wonderful all day | The fragrance is subtle and lasts from morning to evening. Skin feels soft, not oily at all.
    4 | Fresh and long-lasting | Keeps me fresh through the commute and gym. The scent is slightly stronger than I like at first.
    3 | Average, nothing special | Does the job and the texture is fine, but the scent disappears within a couple of hours.
    2 | Not as described | The scent is much sweeter than the description and it left a mark on my white shirt.
    5 | Feels like a spa at home | Gentle on my sensitive skin, and the fragrance is calming without being overpowering.
    4 | Lovely everyday pick | Leaves skin soft and smells natural. The pump could dispense a little less at a time.
  `,
  appliances: `
    5 | Salon results at home | Heats up in seconds, easy to handle, and my hair stays smooth till the next wash. Worth every rupee.
    4 | Good tool, sturdy build | Does exactly what it says and feels well made. The cord could be longer, otherwise very happy.
    3 | Works, but slow | It gets the job done, though it takes longer than my old one. The temperature settings are handy.
    2 | Gets too hot to hold | Results are fine, but the body heats up quickly and the auto shut-off kicks in too early.
    5 | Fast, light and quiet | Cut my styling time in half and my hair feels less damaged than with my old one. Very happy.
    4 | Does the job well | Good heat and easy to use. It is a bit heavy for long sessions, but the results are worth it.
  `,
};

const WRITTEN = Object.fromEntries(
  Object.entries(WORDS).map(([category, block]) => [
    category,
    block
      .trim()
      .split('\n')
      .map((line) => line.split(' | ').map((part) => part.trim())),
  ]),
) as Record<Category, string[][]>;

/** The title and text of a review at `stars`; `nth` picks among the lines at those stars. */
function wordsOf(category: Category, stars: Star, nth: number): [string, string] {
  const lines = WRITTEN[category].filter(([s]) => Number(s) === stars);
  const [, title = '', text = ''] = lines[nth % lines.length]!;
  return [title, text];
}

/** Star patterns per product, read cyclically: most ratings are good, a few are not. */
const STARS: Star[] = [5, 4, 5, 3, 5, 4, 4, 5, 2, 5, 4, 5, 3, 4, 5];

export interface SeedReview {
  id: string;
  product: SeedProduct;
  reviewer: number;
  stars: Star;
  /** The order line's variant (index into the product's variants). */
  variant: number;
  helpfulVoters: number[];
  reply: boolean;
}

/** Every seeded review, worked out from the catalogue: deterministic, so tests can recount. */
export function seedReviewPlan(): SeedReview[] {
  const plan: SeedReview[] = [];
  SEED_PRODUCTS.forEach((product, i) => {
    const n = 2 + ((i * 5) % 4);
    for (let k = 0; k < n; k++) {
      const reviewer = (i + k * 3) % SEED_REVIEWERS.length;
      const seq = plan.length;
      plan.push({
        id: `seed-review-${product.id}-${k + 1}`,
        product,
        reviewer,
        stars: STARS[(i * 2 + k) % STARS.length]!,
        variant: (i + k) % (product.variants?.length ?? 1),
        helpfulVoters: Array.from(
          { length: seq % 4 },
          (_, v) => (reviewer + 1 + v) % SEED_REVIEWERS.length,
        ),
        reply: seq % 4 === 1,
      });
    }
  });
  return plan;
}

const reviewerId = (n: number) => `seed-customer-${n + 1}`;
const DAY = 86_400_000;

type VariantRow = typeof productVariants.$inferSelect;

export async function seedReviews(db: Db, now = Date.now()) {
  const plan = seedReviewPlan();
  // The variants as the database holds them (seed.ts names them `<product id>-v<n>`).
  const stored = await db
    .select()
    .from(productVariants)
    .where(
      inArray(
        productVariants.productId,
        SEED_PRODUCTS.map((p) => p.id),
      ),
    );
  const variantOf = (r: SeedReview): VariantRow | undefined =>
    stored.find((v) => v.id === `${r.product.id}-v${r.variant + 1}`);
  await db
    .insert(users)
    .values(
      SEED_REVIEWERS.map((r, n) => ({
        id: reviewerId(n),
        name: r.name,
        email: `${r.name.toLowerCase().replace(' ', '.')}@customers.angle.example`,
        role: 'customer',
      })),
    )
    .onConflictDoNothing();

  for (const [n, reviewer] of SEED_REVIEWERS.entries()) {
    const variantRows = plan
      .filter((r) => r.reviewer === n)
      .flatMap((r) => {
        const v = variantOf(r);
        return v ? [{ r, v }] : [];
      });
    const subtotal = variantRows.reduce((sum, { v }) => sum + v.pricePaise, 0);
    const orderId = `seed-order-${n + 1}`;
    const placedAt = new Date(now - (40 - n) * DAY);
    const [order] = await db
      .insert(orders)
      .values({
        id: orderId,
        // '0' is outside the generated numbers' alphabet (orders/order-number.ts): no clash.
        number: `ANG-2610-R0000${n + 1}`,
        userId: reviewerId(n),
        status: 'delivered',
        paymentMethod: 'cod',
        paymentStatus: 'paid',
        subtotalPaise: subtotal,
        totalPaise: subtotal,
        shippingAddress: {
          fullName: reviewer.name,
          phone: `98450${String(10000 + n * 1111).slice(0, 5)}`,
          line1: `${n + 12} Park Street`,
          city: reviewer.city,
          state: reviewer.state,
          pincode: reviewer.pincode,
        },
        createdAt: placedAt,
        updatedAt: placedAt,
      })
      .onConflictDoNothing()
      .returning({ id: orders.id });
    if (!order) continue;
    const vendorIds = [...new Set(variantRows.map(({ v }) => v.vendorId))];
    for (const vendorId of vendorIds) {
      const mine = variantRows.filter(({ v }) => v.vendorId === vendorId);
      const [group] = await db
        .insert(orderGroups)
        .values({
          orderId,
          vendorId,
          status: 'delivered',
          subtotalPaise: mine.reduce((sum, { v }) => sum + v.pricePaise, 0),
          createdAt: placedAt,
        })
        .returning({ id: orderGroups.id });
      await db.insert(orderItems).values(
        mine.map(({ r, v }) => {
          const options = (r.product.options ?? []).map((o, i) => ({
            name: o.name,
            value: [v.option1, v.option2][i] ?? '',
          }));
          return {
            orderId,
            groupId: group!.id,
            productId: r.product.id,
            vendorId,
            productName: r.product.name,
            variantId: v.id,
            sku: v.sku,
            variantLabel: options.map((o) => o.value).join(' · '),
            variantOptions: options,
            swatchHex: v.swatchHex,
            unitPricePaise: v.pricePaise,
            quantity: 1,
            lineTotalPaise: v.pricePaise,
          };
        }),
      );
      // Issue #21: delivered three days after it was placed, in its vendor's ledger.
      await db.transaction((tx) =>
        recordDeliveryInLedger(tx, group!.id, new Date(placedAt.getTime() + 3 * DAY)),
      );
    }
  }

  await db
    .insert(reviews)
    .values(
      plan.map((r, seq) => {
        // The second review of a product at the same stars takes the second words.
        const sameBefore = plan
          .slice(0, seq)
          .filter((o) => o.product.id === r.product.id && o.stars === r.stars).length;
        const [title, text] = wordsOf(r.product.category, r.stars, sameBefore);
        const v = variantOf(r);
        const shade = [v?.option1, v?.option2].filter(Boolean).join(' · ') || null;
        const at = new Date(now - (30 - (seq % 28)) * DAY);
        const reviewer = SEED_REVIEWERS[r.reviewer]!;
        return {
          id: r.id,
          productId: r.product.id,
          vendorId: r.product.vendorId,
          userId: reviewerId(r.reviewer),
          rating: r.stars,
          title,
          body: text,
          skinType: ['skin', 'makeup'].includes(r.product.category) ? reviewer.skinType : null,
          shade,
          // Each reviewer's delivered order holds the product and nothing of it was returned.
          verifiedBuyer: true,
          helpfulCount: r.helpfulVoters.length,
          reply: r.reply
            ? `Thank you, ${reviewer.name.split(' ')[0]}! We read every review and pass it on to our formulation team.`
            : null,
          replyAt: r.reply ? new Date(at.getTime() + DAY) : null,
          createdAt: at,
          updatedAt: at,
        };
      }),
    )
    .onConflictDoNothing();
  const votes = plan.flatMap((r) =>
    r.helpfulVoters.map((v) => ({ reviewId: r.id, userId: reviewerId(v) })),
  );
  if (votes.length > 0) await db.insert(reviewVotes).values(votes).onConflictDoNothing();
  for (const p of SEED_PRODUCTS) {
    await db.transaction((tx) => recomputeRating(tx, p.id));
  }
}

/** Each demo product's rating and count as its seeded reviews give them (one decimal). */
export function seedRatings(): Map<string, { rating: number; count: number }> {
  const plan = seedReviewPlan();
  return new Map(
    SEED_PRODUCTS.map((p) => {
      const stars = plan.filter((r) => r.product.id === p.id).map((r) => r.stars);
      const sum = stars.reduce((a, b) => a + b, 0);
      return [p.id, { rating: Math.round((sum * 10) / stars.length) / 10, count: stars.length }];
    }),
  );
}
