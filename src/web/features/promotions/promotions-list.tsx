// The Promotions page of Angle Admin and of the vendor portal (issue #20): every offer the signed-
// in admin or vendor manages with its uses and the discount it has given, searched and filtered on
// the page (the API answers the whole list); create, edit, pause, resume and end (with a
// confirmation) and the CSV. The admin's and the vendor's pages differ in their API prefix, the
// brands they may offer on and who funds the offer.
import { BadgePercent, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { PromotionDto } from '../../../domain/schemas/promotions';
import { FIRST_PURCHASE_PROMOTION_ID } from '../../../domain/promotions';
import { ExportCsvLink, optionsOf } from '../../components/back-office/list-filters';
import { ListPage } from '../../components/back-office/list-page';
import type { ListColumn } from '../../components/back-office/list-rows';
import { EmptyState } from '../../components/back-office/load-states';
import { useListParams } from '../../components/back-office/use-list-params';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { formatINR } from '../../lib/format';
import { ConfirmDialog } from '../admin/confirm-dialog';
import { PromotionFormDialog } from './promotion-form';
import {
  useMovePromotion,
  usePromotions,
  type PromotionMove,
  type PromotionsBase,
} from './promotions-api';
import { benefitOf, conditionsOf, coverageOf } from './promotion-values';
import type { ScopeSources } from './scope-picker';

const PAGE_SIZE = 20;
const STATUS: Record<PromotionDto['status'], { label: string; variant: BadgeVariant }> = {
  active: { label: 'Active', variant: 'success' },
  paused: { label: 'Paused', variant: 'warning' },
  ended: { label: 'Ended', variant: 'neutral' },
};

const MOVE_TEXT: Record<
  PromotionMove,
  { title: string; body: string; confirm: string; done: string }
> = {
  pause: {
    title: 'Pause',
    body: 'It stops applying to new orders until you resume it. Orders already placed keep their discount.',
    confirm: 'Pause Offer',
    done: 'is paused.',
  },
  resume: {
    title: 'Resume',
    body: 'It applies again to orders that meet its conditions.',
    confirm: 'Resume Offer',
    done: 'is running again.',
  },
  end: {
    title: 'End',
    body: 'It stops for good and cannot be resumed or edited. Orders already placed keep their discount.',
    confirm: 'End Offer',
    done: 'has ended.',
  },
};

export interface PromotionsListProps {
  base: PromotionsBase;
  description: string;
  sources: ScopeSources;
  /** The vendor's own id (vendor portal): its offers are its own. */
  vendorId?: string;
}

export function PromotionsList({ base, description, sources, vendorId }: PromotionsListProps) {
  const forVendor = vendorId !== undefined;
  const params = useListParams({
    keys: ['search', 'status'],
    pageSize: PAGE_SIZE,
    replace: true,
    allowed: { status: ['active', 'paused', 'ended'] },
  });
  const promotions = usePromotions(base);
  const move = useMovePromotion(base);
  const [editing, setEditing] = useState<PromotionDto | 'new' | null>(null);
  const [moving, setMoving] = useState<{ promotion: PromotionDto; move: PromotionMove } | null>(
    null,
  );

  const { search, status } = params.values;
  const matching = useMemo(() => {
    const words = search.toLowerCase();
    return (promotions.data?.items ?? []).filter(
      (p) =>
        (!status || p.status === status) &&
        (!words ||
          p.name.toLowerCase().includes(words) ||
          (p.code ?? '').toLowerCase().includes(words)),
    );
  }, [promotions.data, search, status]);
  const from = (params.page - 1) * PAGE_SIZE;
  const query = {
    ...promotions,
    data: promotions.data
      ? { items: matching.slice(from, from + PAGE_SIZE), total: matching.length }
      : undefined,
  };

  function ask(promotion: PromotionDto, m: PromotionMove) {
    move.reset();
    setMoving({ promotion, move: m });
  }

  function confirmMove() {
    if (!moving) return;
    move.mutate(
      { id: moving.promotion.id, move: moving.move },
      {
        onSuccess: (p) => {
          setMoving(null);
          toast.success(`${p.name} ${MOVE_TEXT[moving.move].done}`);
        },
      },
    );
  }

  const columns: ListColumn<PromotionDto>[] = [
    {
      header: 'Offer',
      className: 'min-w-52',
      cell: (p) => (
        <>
          <p className="font-medium">{p.name}</p>
          <p className="text-xs text-sand-600">
            {benefitOf(p)} ·{' '}
            {p.code ? (
              <span className="font-mono font-semibold text-ink">{p.code}</span>
            ) : (
              'Automatic'
            )}
          </p>
        </>
      ),
    },
    {
      header: 'Covers',
      className: 'min-w-36',
      cell: (p) => (
        <>
          <p>{coverageOf(p, forVendor)}</p>
          {conditionsOf(p).map((c) => (
            <p key={c} className="text-xs text-sand-600">
              {c}
            </p>
          ))}
        </>
      ),
    },
    ...(forVendor
      ? []
      : [
          {
            header: 'Funded by',
            cell: (p: PromotionDto) => p.fundedByName ?? 'Angle',
          },
        ]),
    {
      header: 'Status',
      cell: (p) => <Badge variant={STATUS[p.status].variant}>{STATUS[p.status].label}</Badge>,
    },
    {
      header: 'Uses',
      align: 'right',
      className: 'tabular-nums whitespace-nowrap',
      cell: (p) => (
        <>
          {p.uses.toLocaleString('en-IN')}
          {p.totalLimit !== null ? (
            <span className="text-sand-600"> / {p.totalLimit.toLocaleString('en-IN')}</span>
          ) : null}
        </>
      ),
    },
    {
      header: forVendor ? 'Your cost' : 'Discount given',
      align: 'right',
      className: 'tabular-nums whitespace-nowrap',
      cell: (p) => formatINR(p.discountGiven),
    },
    {
      header: 'Actions',
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (p) => <RowActions promotion={p} onEdit={() => setEditing(p)} onMove={ask} />,
    },
  ];

  return (
    <ListPage
      query={query}
      params={params}
      title="Promotions"
      description={description}
      search={{ label: 'Search promotions', placeholder: 'Name or code' }}
      filters={[
        {
          key: 'status',
          label: 'Status',
          options: optionsOf({ active: 'Active', paused: 'Paused', ended: 'Ended' }),
        },
      ]}
      tools={
        <>
          <ExportCsvLink href={`${base}/export`} />
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            New Promotion
          </Button>
        </>
      }
      columns={columns}
      rowKey={(p) => p.id}
      rowTestId="promotion-row"
      noun="promotion"
      yours={forVendor}
      empty={
        params.filtered(['search', 'status']) ? (
          'No promotions match.'
        ) : (
          <EmptyState
            icon={BadgePercent}
            title="No promotions yet"
            body={
              forVendor
                ? 'Create an offer on your products: a percent or ₹ off, or buy X get Y.'
                : 'Create an offer: a code like FLAT200, or one applied automatically.'
            }
          />
        )
      }
      note={
        forVendor
          ? 'Uses and your cost count orders not cancelled. Your offers’ discounts are taken from your sales on your statements.'
          : 'Uses and discount given count orders not cancelled; free shipping counts the fee waived.'
      }
    >
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? null : setEditing(null))}>
        {editing ? (
          <PromotionFormDialog
            key={editing === 'new' ? 'new' : editing.id}
            base={base}
            promotion={editing === 'new' ? null : editing}
            sources={sources}
            vendorId={vendorId}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={moving !== null}
        title={moving ? `${MOVE_TEXT[moving.move].title} ${moving.promotion.name}?` : ''}
        description={moving ? MOVE_TEXT[moving.move].body : ''}
        confirmLabel={moving ? MOVE_TEXT[moving.move].confirm : ''}
        destructive={moving?.move === 'end'}
        pending={move.isPending}
        error={move.error}
        onCancel={() => setMoving(null)}
        onConfirm={confirmMove}
      />
    </ListPage>
  );
}

function RowActions({
  promotion: p,
  onEdit,
  onMove,
}: {
  promotion: PromotionDto;
  onEdit: () => void;
  onMove: (p: PromotionDto, move: PromotionMove) => void;
}) {
  if (p.status === 'ended') return <span className="text-sm text-sand-600">Ended</span>;
  // The first-purchase offer's terms are the store setting's: it may only pause and resume.
  const fixed = p.id === FIRST_PURCHASE_PROMOTION_ID;
  const sr = <span className="sr-only"> {p.name}</span>;
  return (
    <>
      {fixed ? null : (
        <Button variant="ghost" size="sm" onClick={onEdit}>
          Edit{sr}
        </Button>
      )}
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onMove(p, p.status === 'active' ? 'pause' : 'resume')}
      >
        {p.status === 'active' ? 'Pause' : 'Resume'}
        {sr}
      </Button>
      {fixed ? null : (
        <Button variant="ghost-danger" size="sm" onClick={() => onMove(p, 'end')}>
          End{sr}
        </Button>
      )}
    </>
  );
}
