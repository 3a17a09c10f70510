import type { Product } from '@console/api-client';
import { Button, Menu } from '@console/ui';
import { Archive, ArchiveRestore, EllipsisVertical, Pencil, Trash2 } from 'lucide-react';

export interface ProductActions {
  onEdit: (product: Product) => void;
  /** Archive an active product, unarchive an archived one. */
  onToggleArchive: (product: Product) => void;
  /** Asks first; a product that took payments is refused (409 PRODUCT_IN_USE). */
  onDelete: (product: Product) => void;
}

/**
 * A product's menu (as Stripe's row menu): Edit, Archive or Unarchive, Delete. Positioned `fixed` so the table's
 * scrolling box does not cut it off.
 */
export function ProductRowMenu({
  product,
  onEdit,
  onToggleArchive,
  onDelete,
}: ProductActions & { product: Product }) {
  const archived = product.status === 'archived';
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end', strategy: 'fixed' }}
      onSelect={({ value }) => {
        if (value === 'edit') onEdit(product);
        if (value === 'archive') onToggleArchive(product);
        if (value === 'delete') onDelete(product);
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${product.name}`}>
          <EllipsisVertical aria-hidden />
        </Button>
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content>
          <Menu.Item value="edit">
            <Pencil aria-hidden />
            <Menu.ItemText>Edit</Menu.ItemText>
          </Menu.Item>
          <Menu.Item value="archive">
            {archived ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}
            <Menu.ItemText>{archived ? 'Unarchive' : 'Archive'}</Menu.ItemText>
          </Menu.Item>
          <Menu.Separator />
          <Menu.Item value="delete">
            <Trash2 aria-hidden />
            <Menu.ItemText>Delete</Menu.ItemText>
          </Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
