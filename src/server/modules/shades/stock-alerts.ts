// "Notify me" on a sold-out shade (issue #37). A request is one row of stock_alerts; the mail
// itself is queued by the restock trigger of migration 0024 when the shade's stock rises from 0,
// so every path that raises stock (the vendor's form, the CSV, the admin, a cancellation giving
// stock back) mails each confirmed request exactly once.
import crypto from 'node:crypto';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type {
  StockAlertConfirmed,
  StockAlertResult,
  VendorStockAlerts,
} from '../../../domain/schemas/shades';
import type { Db, Tx } from '../../db/client';
import { productVariants, products, stockAlerts, vendors } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { queueMail } from '../mail/outbox';
import { findOwnedProduct } from '../vendor-catalog/product-dto';
import { productVendor, shadeLabel, variantProduct } from './shade-sql';

export const STOCK_ALERT_MESSAGES = {
  subscribed: 'We will mail you once when this shade is back in stock.',
  confirm:
    'Check your inbox: open the link we sent to confirm, and we will mail you once it is back.',
  inStock: 'This shade is in stock: add it to your cart.',
  emailNeeded: 'Enter your email address, or sign in.',
  badLink: 'This link is not valid or was already used. Ask again on the product page.',
  confirmed: 'Done: we will mail you once when it is back in stock.',
} as const;

interface Shade {
  variantId: string;
  productId: string;
  productName: string;
  shade: string;
  stock: number;
}

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A published, active shade of an active vendor, locked so a restock waits for the request. */
async function sellableShade(tx: Tx, variantId: string): Promise<Shade> {
  const [row] = await tx
    .select({
      variantId: productVariants.id,
      productId: products.id,
      productName: products.name,
      shade: shadeLabel,
      stock: productVariants.stockQuantity,
    })
    .from(productVariants)
    .innerJoin(products, variantProduct)
    .innerJoin(vendors, productVendor)
    .where(
      and(
        eq(productVariants.id, variantId),
        eq(productVariants.isActive, true),
        eq(products.status, 'published'),
        eq(vendors.status, 'active'),
      ),
    )
    .for('no key update', { of: productVariants });
  if (!row) throw notFound('The shade');
  return row;
}

function fieldProblem(path: string, message: string) {
  return new AppError('invalid', message, [{ path, message, location: 'body' }]);
}

export interface AlertRequester {
  /** A signed-in customer: their account's id and address. */
  account: { userId: string; email: string } | null;
  email: string | undefined;
}

/**
 * Records a request. A customer's is confirmed at once; a visitor's is confirmed by the mailed
 * link. Asking again while a request is open changes nothing and mails nothing (the same answer,
 * so the form tells nobody whether an address already asked).
 */
export async function requestStockAlert(
  db: Db,
  variantId: string,
  who: AlertRequester,
): Promise<StockAlertResult> {
  const email = who.account?.email ?? who.email;
  if (!email) throw fieldProblem('email', STOCK_ALERT_MESSAGES.emailNeeded);
  return db.transaction(async (tx) => {
    const shade = await sellableShade(tx, variantId);
    if (shade.stock > 0) throw new AppError('conflict', STOCK_ALERT_MESSAGES.inStock);
    const token = who.account ? null : crypto.randomBytes(24).toString('base64url');
    const [created] = await tx
      .insert(stockAlerts)
      .values({
        variantId,
        productId: shade.productId,
        userId: who.account?.userId ?? null,
        email,
        tokenHash: token ? hashOf(token) : null,
        confirmedAt: who.account ? new Date() : null,
      })
      .onConflictDoNothing()
      .returning({ id: stockAlerts.id });
    if (who.account) {
      // A visitor's open request for this address, confirmed by signing in as its owner.
      if (!created) {
        await tx
          .update(stockAlerts)
          .set({ confirmedAt: new Date(), userId: who.account.userId, tokenHash: null })
          .where(openRequest(variantId, email));
      }
      return { status: 'subscribed', message: STOCK_ALERT_MESSAGES.subscribed };
    }
    if (created && token) {
      await queueMail(tx, email, 'stock-alert-confirm', {
        productName: shade.productName,
        shade: shade.shade,
        confirmPath: `/notify-me/confirm?token=${token}`,
      });
    }
    return { status: 'confirm', message: STOCK_ALERT_MESSAGES.confirm };
  });
}

const openRequest = (variantId: string, email: string) =>
  and(
    eq(stockAlerts.variantId, variantId),
    eq(stockAlerts.email, email),
    isNull(stockAlerts.notifiedAt),
  );

/**
 * Confirms a visitor's request by its mailed token (once: the token is cleared). When the shade
 * came back meanwhile, its mail goes now, since the restock trigger passed it by.
 */
export async function confirmStockAlert(db: Db, token: string): Promise<StockAlertConfirmed> {
  return db.transaction(async (tx) => {
    const [alert] = await tx
      .select()
      .from(stockAlerts)
      .where(and(eq(stockAlerts.tokenHash, hashOf(token)), isNull(stockAlerts.notifiedAt)))
      .for('update');
    if (!alert) throw new AppError('not_found', STOCK_ALERT_MESSAGES.badLink);
    const shade = await sellableShade(tx, alert.variantId).catch(() => null);
    if (!shade) throw new AppError('not_found', STOCK_ALERT_MESSAGES.badLink);
    const backAlready = shade.stock > 0;
    await tx
      .update(stockAlerts)
      .set({
        tokenHash: null,
        confirmedAt: new Date(),
        ...(backAlready ? { notifiedAt: new Date() } : {}),
      })
      .where(eq(stockAlerts.id, alert.id));
    if (backAlready) {
      await queueMail(tx, alert.email, 'back-in-stock', {
        alertId: alert.id,
        productId: shade.productId,
        productName: shade.productName,
        variantId: shade.variantId,
        shade: shade.shade,
      });
    }
    return {
      productId: shade.productId,
      productName: shade.productName,
      shade: shade.shade,
      message: STOCK_ALERT_MESSAGES.confirmed,
    };
  });
}

/** How many confirmed requests wait for each of the vendor's product's shades. */
export async function vendorStockAlerts(
  db: Db,
  vendorId: string,
  productId: string,
): Promise<VendorStockAlerts> {
  await findOwnedProduct(db, vendorId, productId);
  const rows = await db
    .select({
      variantId: productVariants.id,
      label: shadeLabel,
      stockQuantity: productVariants.stockQuantity,
      waiting: count(stockAlerts.id),
    })
    .from(productVariants)
    .leftJoin(
      stockAlerts,
      and(
        eq(stockAlerts.variantId, productVariants.id),
        isNotNull(stockAlerts.confirmedAt),
        isNull(stockAlerts.notifiedAt),
      ),
    )
    .where(and(eq(productVariants.productId, productId), eq(productVariants.isActive, true)))
    .groupBy(productVariants.id)
    .orderBy(productVariants.position, productVariants.id);
  return { items: rows };
}
