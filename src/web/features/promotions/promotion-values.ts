// The promotion form's values (what the fields hold: text, India-time dates) and the way they
// become the API's PromotionInput, checked by the schema the server uses. Also how an offer is
// put in words in the lists.
import { z } from 'zod';
import { CATEGORY_LABELS, type Category } from '../../../domain/catalog';
import {
  PromotionInputSchema,
  type PromotionDto,
  type PromotionInput,
} from '../../../domain/schemas/promotions';
import { formatDateTime, formatINR } from '../../lib/format';

export interface PromotionValues {
  name: string;
  kind: PromotionDto['kind'];
  percentOff: string;
  flatOff: string;
  buyQuantity: string;
  getQuantity: string;
  scope: PromotionDto['scope'];
  scopeIds: string[];
  minGoods: string;
  firstOrderOnly: boolean;
  /** `YYYY-MM-DDTHH:mm` in India time (a datetime-local field), or ''. */
  startsAt: string;
  endsAt: string;
  totalLimit: string;
  perCustomerLimit: string;
  code: string;
  /** Listed nowhere; applied only when the code is typed (issue #37). */
  private: boolean;
  /** '' for the platform, else the funding vendor's id (admin only). */
  fundedBy: string;
}

const IST_OFFSET_MS = 330 * 60_000;

/** An instant as a datetime-local value in India time. */
export function indiaLocalOf(iso: string | null): string {
  if (!iso) return '';
  return new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value, read as India time, as an ISO instant with its offset. */
export function instantOfIndiaLocal(local: string): string | null {
  return local ? `${local}:00+05:30` : null;
}

const numberOrNull = (v: string) => (v.trim() === '' ? null : Number(v));

export function inputOf(v: PromotionValues): PromotionInput {
  return {
    name: v.name,
    kind: v.kind,
    percentOff: v.kind === 'percent' ? numberOrNull(v.percentOff) : null,
    flatOff: v.kind === 'flat' ? numberOrNull(v.flatOff) : null,
    buyQuantity: v.kind === 'bxgy' ? numberOrNull(v.buyQuantity) : null,
    getQuantity: v.kind === 'bxgy' ? numberOrNull(v.getQuantity) : null,
    scope: v.scope,
    scopeIds: v.scope === 'cart' ? [] : v.scopeIds,
    minGoods: numberOrNull(v.minGoods) ?? 0,
    firstOrderOnly: v.firstOrderOnly,
    startsAt: instantOfIndiaLocal(v.startsAt),
    endsAt: instantOfIndiaLocal(v.endsAt),
    totalLimit: numberOrNull(v.totalLimit),
    perCustomerLimit: numberOrNull(v.perCustomerLimit),
    code: v.code.trim() === '' ? null : v.code.trim(),
    private: v.private,
    fundedBy: v.fundedBy === '' ? null : v.fundedBy,
  };
}

/** The form's schema: its values made into the request, then the server's own checks, whose
 * field paths are the form's field names. */
export const PromotionFormSchema = z
  .custom<PromotionValues>()
  .transform(inputOf)
  .pipe(PromotionInputSchema);

const text = (n: number | null) => (n === null ? '' : String(n));

export const BLANK_PROMOTION: PromotionValues = {
  name: '',
  kind: 'percent',
  percentOff: '',
  flatOff: '',
  buyQuantity: '',
  getQuantity: '',
  scope: 'cart',
  scopeIds: [],
  minGoods: '',
  firstOrderOnly: false,
  startsAt: '',
  endsAt: '',
  totalLimit: '',
  perCustomerLimit: '',
  code: '',
  private: false,
  fundedBy: '',
};

export function valuesOf(p: PromotionDto): PromotionValues {
  return {
    name: p.name,
    kind: p.kind,
    percentOff: text(p.percentOff),
    flatOff: text(p.flatOff),
    buyQuantity: text(p.buyQuantity),
    getQuantity: text(p.getQuantity),
    scope: p.scope,
    scopeIds: p.scopeIds,
    minGoods: p.minGoods > 0 ? String(p.minGoods) : '',
    firstOrderOnly: p.firstOrderOnly,
    startsAt: indiaLocalOf(p.startsAt),
    endsAt: indiaLocalOf(p.endsAt),
    totalLimit: text(p.totalLimit),
    perCustomerLimit: text(p.perCustomerLimit),
    code: p.code ?? '',
    private: p.private,
    fundedBy: p.fundedBy ?? '',
  };
}

export const KIND_LABELS: Record<PromotionDto['kind'], string> = {
  percent: 'Percent off',
  flat: 'Flat ₹ off',
  'free-shipping': 'Free shipping',
  bxgy: 'Buy X get Y free',
};

/** What the offer gives: "20% off", "₹200 off", "Buy 2 get 1 free". */
export function benefitOf(p: PromotionDto): string {
  switch (p.kind) {
    case 'percent':
      return `${p.percentOff ?? 0}% off`;
    case 'flat':
      return `${formatINR(p.flatOff ?? 0)} off`;
    case 'free-shipping':
      return 'Free shipping';
    case 'bxgy':
      return `Buy ${p.buyQuantity ?? 0} get ${p.getQuantity ?? 0} free`;
  }
}

/** What it covers: "Whole cart", "Skin Care, Hair Care", "3 products"; a vendor's own offer
 * over its brand covers "All your products". */
export function coverageOf(p: Pick<PromotionDto, 'scope' | 'scopeIds'>, own = false): string {
  if (own && p.scope === 'vendors') return 'All your products';
  switch (p.scope) {
    case 'cart':
      return 'Whole cart';
    case 'categories':
      return p.scopeIds.map((c) => CATEGORY_LABELS[c as Category] ?? c).join(', ');
    case 'vendors':
      return p.scopeIds.length === 1 ? '1 brand' : `${p.scopeIds.length} brands`;
    case 'products':
      return p.scopeIds.length === 1 ? '1 product' : `${p.scopeIds.length} products`;
  }
}

/** Its conditions in words, e.g. ["On orders of ₹999 or more", "First order only"]. */
export function conditionsOf(p: PromotionDto): string[] {
  const out: string[] = [];
  if (p.minGoods > 0) out.push(`On orders of ${formatINR(p.minGoods)} or more`);
  if (p.firstOrderOnly) out.push('First order only');
  if (p.private) out.push('Private: not listed');
  if (p.startsAt) out.push(`From ${formatDateTime(p.startsAt)}`);
  if (p.endsAt) out.push(`Until ${formatDateTime(p.endsAt)}`);
  if (p.perCustomerLimit !== null) out.push(`${p.perCustomerLimit} per customer`);
  return out;
}
