import type { Document } from '@console/api-client';
import { Button, Menu } from '@console/ui';
import { Archive, ArchiveRestore, EllipsisVertical, History } from 'lucide-react';
import { VIEW_HISTORY } from './document-texts';

export interface DocumentActions {
  onViewHistory: (document: Document) => void;
  /** Archive asks first; Unarchive applies at once. */
  onToggleArchive: (document: Document) => void;
}

/**
 * A document's menu (apps.md §3.3): "View history", then Archive (or Unarchive for an archived document). Positioned
 * `fixed` so the table's scrolling box does not cut it off.
 */
export function DocumentRowMenu({
  document,
  onViewHistory,
  onToggleArchive,
}: DocumentActions & { document: Document }) {
  const archived = document.status === 'archived';
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end', strategy: 'fixed' }}
      onSelect={({ value }) => {
        if (value === 'history') onViewHistory(document);
        if (value === 'archive') onToggleArchive(document);
      }}
    >
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Actions for ${document.name}`}
          // The row opens the document: the menu's button does not.
          onClick={(event) => event.stopPropagation()}
        >
          <EllipsisVertical aria-hidden />
        </Button>
      </Menu.Trigger>
      <Menu.Positioner>
        {/* The menu renders in a portal, but React bubbles its clicks to the row, which would open the document. */}
        <Menu.Content onClick={(event) => event.stopPropagation()}>
          <Menu.Item value="history">
            <History aria-hidden />
            <Menu.ItemText>{VIEW_HISTORY}</Menu.ItemText>
          </Menu.Item>
          <Menu.Item value="archive">
            {archived ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}
            <Menu.ItemText>{archived ? 'Unarchive' : 'Archive'}</Menu.ItemText>
          </Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
