// Per-product actions in the list: edit, duplicate, publish or unpublish, delete (the page asks
// for confirmation before deleting).
import { Copy, Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { VendorProductRow } from '../../../domain/schemas/vendor-products';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { useDuplicateProduct, useUpdateProduct } from './products-api';

interface ProductRowActionsProps {
  product: VendorProductRow;
  onDelete: (product: VendorProductRow) => void;
}

export function ProductRowActions({ product: p, onDelete }: ProductRowActionsProps) {
  const navigate = useNavigate();
  const duplicate = useDuplicateProduct();
  const update = useUpdateProduct();
  const published = p.status === 'published';

  const togglePublished = () =>
    update.mutate(
      { id: p.id, patch: { status: published ? 'unpublished' : 'published' } },
      {
        onSuccess: () =>
          toast.success(
            published ? `${p.name} is hidden from the store.` : `${p.name} is live in the store.`,
          ),
        onError: (error) => toast.error(error.message),
      },
    );

  const copy = () =>
    duplicate.mutate(p.id, {
      onSuccess: (created) =>
        toast.success(`Copied as “${created.name}”, a draft.`, {
          action: { label: 'Edit', onClick: () => navigate(`/vendor/products/${created.id}`) },
        }),
      onError: (error) => toast.error(error.message),
    });

  return (
    <div className="flex items-center justify-end gap-0.5">
      <Button asChild variant="quiet" size="icon-sm">
        <Link to={`/vendor/products/${p.id}`} aria-label={`Edit ${p.name}`} title="Edit">
          <Pencil aria-hidden="true" />
        </Link>
      </Button>
      <Button
        variant="quiet"
        size="icon-sm"
        aria-label={`Duplicate ${p.name}`}
        title="Duplicate"
        loading={duplicate.isPending}
        onClick={copy}
      >
        {duplicate.isPending ? null : <Copy aria-hidden="true" />}
      </Button>
      <Button
        variant="quiet"
        size="icon-sm"
        aria-label={`${published ? 'Unpublish' : 'Publish'} ${p.name}`}
        title={published ? 'Unpublish' : 'Publish'}
        loading={update.isPending}
        onClick={togglePublished}
      >
        {update.isPending ? null : published ? (
          <EyeOff aria-hidden="true" />
        ) : (
          <Eye aria-hidden="true" />
        )}
      </Button>
      <Button
        variant="quiet-danger"
        size="icon-sm"
        aria-label={`Delete ${p.name}`}
        title="Delete"
        onClick={() => onDelete(p)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
