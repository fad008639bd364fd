// Imports products from CSV, one row per variant (docs/csv-format.md): rows with the same id (or,
// for new products, the same name) are one product, whose product columns come from its first
// row. A product without an id is created (a draft unless the row says otherwise); one with the
// id of the vendor's product is updated. Every bad row is reported with its line and column; a
// product is saved only when all its rows are good, and the good products in one transaction.
import { and, count, eq, inArray } from 'drizzle-orm';
import {
  PRODUCT_LIMITS,
  VariantInputSchema,
  type CsvColumn,
  type CsvImportResult,
  type CsvRowError,
  type ProductFields,
  type ProductOptionInput,
} from '../../../domain/schemas/vendor-products';
import type { Category } from '../../../domain/catalog';
import type { Db } from '../../db/client';
import { productImages, products, productVariants, type ProductRow } from '../../db/schema';
import { AppError } from '../../errors';
import { unguardCell } from './csv-export';
import {
  NEW_PRODUCT_DEFAULTS,
  parseCell,
  readCsv,
  rowFields,
  validateFields,
  type Cells,
  type RowIssue,
} from './csv-cells';
import { fieldsOf, findOwnedProduct, optionsOf } from './product-dto';
import { applyProductPatch, attributeProblems, insertProduct } from './products';
import {
  outOfStockMessage,
  PUBLISH_MESSAGES,
  publishesOutOfStock,
  publishesWithoutImage,
} from './publish-rule';
import {
  VARIANT_MESSAGES,
  variantSetProblems,
  type VariantDraft,
  type VariantRow,
} from './variant-writes';

interface Line {
  line: number;
  cells: Cells;
  issues: RowIssue[];
}

interface Group {
  id: string;
  lines: Line[];
}

interface Context {
  present: Set<CsvColumn>;
  owned: Map<string, ProductRow>;
  variantsByProduct: Map<string, VariantRow[]>;
  /** The vendor's SKUs that the file names, with the product holding each. */
  vendorSkus: Map<string, string>;
  /** Each SKU of the file and the line it first appears on. */
  fileSkus: Map<string, number>;
  /** How many images each of the vendor's products that the file names has. */
  imageCounts: Map<string, number>;
}

interface Planned {
  current: ProductRow | undefined;
  fields: ProductFields;
  status: string;
}

const text = (l: Line, c: CsvColumn) => (l.cells[c] ?? '').trim();

const VARIANT_COLUMN: Record<string, CsvColumn> = {
  sku: 'sku',
  swatchHex: 'swatch_hex',
  price: 'price',
  originalPrice: 'original_price',
  stockQuantity: 'stock',
};

function push(l: Line, column: string, message: string) {
  if (!l.issues.some((i) => i.column === column)) l.issues.push({ column, message });
}

/** Lines that hold something, in file order; a short or long row is reported on its line. */
function linesOf(rows: Record<string, string>[], mismatched: Map<number, string>): Line[] {
  const out: Line[] = [];
  rows.forEach((raw, index) => {
    const cells: Cells = {};
    for (const [key, value] of Object.entries(raw)) {
      if (typeof value === 'string') cells[key as CsvColumn] = unguardCell(value);
    }
    if (!Object.values(cells).some((v) => v && v.trim() !== '')) return;
    const issues: RowIssue[] = [];
    const mismatch = mismatched.get(index);
    if (mismatch) issues.push({ column: 'row', message: `${mismatch}.` });
    out.push({ line: index + 2, cells, issues });
  });
  return out;
}

function groupsOf(lines: Line[]): Group[] {
  const groups = new Map<string, Group>();
  for (const l of lines) {
    const id = text(l, 'id');
    const name = text(l, 'name').toLowerCase();
    const key = id ? `id:${id}` : name ? `name:${name}` : `line:${l.line}`;
    const group = groups.get(key) ?? { id, lines: [] };
    group.lines.push(l);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The product's options from its first row; an unchanged name keeps the option's kind. */
function optionsFrom(first: Line, group: Group, current: ProductRow | undefined) {
  const names = [text(first, 'option1_name'), text(first, 'option2_name')];
  if (!names[0] && names[1])
    push(first, 'option1_name', 'Name the first option before the second.');
  const before = current ? optionsOf(current) : [];
  const hasHex = group.lines.some((l) => text(l, 'swatch_hex') !== '');
  return names.filter(Boolean).map((name, k): Required<ProductOptionInput> => {
    const kept = before[k]?.name.toLowerCase() === name.toLowerCase() ? before[k] : undefined;
    const shade = k === 0 && (/shade|colou?r/i.test(name) || hasHex);
    return { name, kind: kept?.kind ?? (shade ? 'shade' : 'other') };
  });
}

/** One variant from its row; an existing variant is matched by SKU, then by its options. */
function variantOf(
  l: Line,
  optionCount: number,
  existing: VariantRow[],
  matched: Set<string>,
): VariantDraft {
  const values = [text(l, 'option1_value'), text(l, 'option2_value')];
  values.forEach((v, k) => {
    if (k >= optionCount && v) {
      push(l, `option${k + 1}_value`, `Name the option in option${k + 1}_name.`);
    }
  });
  const original = text(l, 'original_price');
  const candidate = {
    sku: text(l, 'sku'),
    options: values.slice(0, optionCount),
    swatchHex: text(l, 'swatch_hex') || null,
    price: parseCell(text(l, 'price'), 'price', l.issues, 'rupees'),
    originalPrice:
      original === '' ? null : parseCell(original, 'original_price', l.issues, 'rupees'),
    stockQuantity: parseCell(text(l, 'stock'), 'stock', l.issues, 'whole'),
  };
  const parsed = VariantInputSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field, index] = issue.path;
      const column =
        field === 'options'
          ? `option${Number(index ?? 0) + 1}_value`
          : VARIANT_COLUMN[String(field)];
      push(l, column ?? 'row', issue.message);
    }
  }
  const combo = JSON.stringify(candidate.options.map((o) => o.toLowerCase()));
  const same =
    existing.find((v) => !matched.has(v.id) && v.sku === candidate.sku) ??
    existing.find(
      (v) =>
        !matched.has(v.id) &&
        v.isActive &&
        JSON.stringify(
          [v.option1, v.option2].filter((o) => o !== null).map((o) => o!.toLowerCase()),
        ) === combo,
    );
  if (same) matched.add(same.id);
  return {
    ...(parsed.success ? parsed.data : { ...candidate, price: 0, stockQuantity: 0 }),
    id: same?.id,
    imageId: same?.imageId ?? null,
    imageIds: same?.imageIds ?? [],
    swatchImageId: same?.swatchImageId ?? null,
  };
}

/** SKUs must be unique in the file and not used by another of the vendor's products. */
function checkSkus(
  group: Group,
  drafts: VariantDraft[],
  current: ProductRow | undefined,
  ctx: Context,
) {
  drafts.forEach((d, i) => {
    const l = group.lines[i]!;
    if (!d.sku) return;
    const earlier = ctx.fileSkus.get(d.sku);
    if (earlier !== undefined) push(l, 'sku', `This SKU is already on line ${earlier}.`);
    else ctx.fileSkus.set(d.sku, l.line);
    const holder = ctx.vendorSkus.get(d.sku);
    if (holder !== undefined && holder !== current?.id) push(l, 'sku', VARIANT_MESSAGES.skuTaken);
  });
}

/** Maps the rules between variants (`variants.2.originalPrice`) onto lines and columns. */
function reportSetProblems(
  group: Group,
  drafts: VariantDraft[],
  optionCount: number,
  onSale: boolean,
) {
  for (const p of variantSetProblems(drafts, optionCount, onSale)) {
    const [, index, field] = p.path.split('.');
    if (p.path === 'isOnSale') push(group.lines[0]!, 'on_sale', p.message);
    else if (field !== 'sku') {
      const column = field === 'options' ? 'option1_value' : (VARIANT_COLUMN[field!] ?? 'row');
      push(group.lines[Number(index)]!, column, p.message);
    }
  }
}

function planGroup(group: Group, ctx: Context): Planned | null {
  const first = group.lines[0]!;
  const current = group.id ? ctx.owned.get(group.id) : undefined;
  if (group.id && !current) {
    for (const l of group.lines) {
      push(l, 'id', 'None of your products has this id. Leave the id empty to add a new product.');
    }
  }
  const given = rowFields(first.cells, ctx.present, first.issues);
  // An archived product stays archived unless the row gives it another status.
  const keepArchived =
    current?.status === 'archived' && (!given.status || (given.status as string) === 'archived');
  if (keepArchived) delete given.status;
  const existing = current ? (ctx.variantsByProduct.get(current.id) ?? []) : [];
  const variantMode =
    group.lines.length > 1 ||
    ['sku', 'option1_name', 'option1_value'].some((c) => text(first, c as CsvColumn) !== '');
  const base = current ? fieldsOf(current) : NEW_PRODUCT_DEFAULTS;
  const fields = validateFields({ ...base, ...given }, first.issues, { pricing: !variantMode });
  if (fields) {
    for (const p of attributeProblems(fields.attributes ?? [], fields.category as Category)) {
      push(first, 'attributes', p.message);
    }
  }
  let extra: Partial<ProductFields> = {};
  if (variantMode) {
    const options = optionsFrom(first, group, current);
    const matched = new Set<string>();
    const drafts = group.lines.map((l) => variantOf(l, options.length, existing, matched));
    checkSkus(group, drafts, current, ctx);
    if (fields) reportSetProblems(group, drafts, options.length, fields.isOnSale);
    extra = { options, variants: drafts };
  } else if (existing.filter((v) => v.isActive).length > 1) {
    push(first, 'sku', 'This product has variants: give one row per variant with its SKU.');
  }
  const status = keepArchived ? 'archived' : fields?.status;
  if (
    status &&
    publishesWithoutImage(
      current?.status ?? null,
      status,
      ctx.imageCounts.get(current?.id ?? '') ?? 0,
    )
  ) {
    push(first, 'status', PUBLISH_MESSAGES.needsImage);
  }
  const stocks = extra.variants?.map((d) => d.stockQuantity) ?? [fields?.stockQuantity ?? 0];
  if (fields && status && publishesOutOfStock(current?.status ?? null, status, stocks)) {
    const options = extra.options ?? (current ? optionsOf(current) : []);
    push(first, 'stock', outOfStockMessage(options, 'csv'));
  }
  if (!fields || !status || group.lines.some((l) => l.issues.length > 0)) return null;
  return { current, fields: { ...fields, ...extra }, status };
}

async function contextOf(db: Db, vendorId: string, lines: Line[], present: Set<CsvColumn>) {
  const ids = [...new Set(lines.map((l) => text(l, 'id')).filter(Boolean))];
  const skus = [...new Set(lines.map((l) => text(l, 'sku')).filter(Boolean))];
  const ctx: Context = {
    present,
    owned: new Map(),
    variantsByProduct: new Map(),
    vendorSkus: new Map(),
    fileSkus: new Map(),
    imageCounts: new Map(),
  };
  if (ids.length > 0) {
    const found = await db
      .select()
      .from(products)
      .where(and(eq(products.vendorId, vendorId), inArray(products.id, ids)));
    for (const row of found) ctx.owned.set(row.id, row);
    const owned = [...ctx.owned.keys()];
    if (owned.length > 0) {
      const pictured = await db
        .select({ productId: productImages.productId, n: count() })
        .from(productImages)
        .where(inArray(productImages.productId, owned))
        .groupBy(productImages.productId);
      for (const r of pictured) ctx.imageCounts.set(r.productId, r.n);
    }
    const variants =
      owned.length === 0
        ? []
        : await db.select().from(productVariants).where(inArray(productVariants.productId, owned));
    variants.sort((a, b) => a.position - b.position);
    for (const v of variants) {
      ctx.variantsByProduct.set(v.productId, [
        ...(ctx.variantsByProduct.get(v.productId) ?? []),
        v,
      ]);
    }
  }
  if (skus.length > 0) {
    const taken = await db
      .select({ sku: productVariants.sku, productId: productVariants.productId })
      .from(productVariants)
      .where(and(eq(productVariants.vendorId, vendorId), inArray(productVariants.sku, skus)));
    for (const r of taken) ctx.vendorSkus.set(r.sku, r.productId);
  }
  return ctx;
}

export async function importProductsCsv(
  db: Db,
  vendorId: string,
  text: string,
): Promise<CsvImportResult> {
  const { rows, present, mismatched } = readCsv(text);
  const lines = linesOf(rows, mismatched);
  if (lines.length === 0) throw new AppError('unprocessable', 'The file has no product rows.');
  if (lines.length > PRODUCT_LIMITS.csvRows) {
    throw new AppError(
      'unprocessable',
      `The file has ${lines.length} rows; import at most ${PRODUCT_LIMITS.csvRows} at a time.`,
    );
  }
  const ctx = await contextOf(db, vendorId, lines, present);
  const plans = groupsOf(lines).flatMap((g) => planGroup(g, ctx) ?? []);
  await db.transaction(async (tx) => {
    for (const { current, fields, status } of plans) {
      if (!current) await insertProduct(tx, vendorId, fields, status);
      else {
        const locked = await findOwnedProduct(tx, vendorId, current.id, { lock: true });
        await applyProductPatch(tx, vendorId, locked, fields, status);
      }
    }
  });
  const errors: CsvRowError[] = lines
    .filter((l) => l.issues.length > 0)
    .map((l) => ({ row: l.line, errors: l.issues }));
  return {
    created: plans.filter((p) => !p.current).length,
    updated: plans.filter((p) => p.current).length,
    failed: errors.length,
    errors,
  };
}
