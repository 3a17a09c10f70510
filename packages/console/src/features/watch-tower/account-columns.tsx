import { getApp, PLATFORM_LABELS, type WatchTowerAccount } from '@console/api-client';
import { AppIcon, appColor, createDataTableColumnHelper } from '@console/ui';
import { css } from '../../../styled-system/css';

const strip = css({ display: 'flex', flexWrap: 'nowrap', gap: '1.5', maxW: '520px', overflow: 'hidden' });
const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  flexShrink: 0,
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.default',
  textStyle: 'label.sm',
  color: 'fg.default',
  whiteSpace: 'nowrap',
});

const column = createDataTableColumnHelper<WatchTowerAccount>();

/** Account name, Active Apps (chips, hidden on small screens) and Platform (spec 000 §9). */
export const accountColumns = [
  column.accessor('name', { header: 'Account name' }),
  column.accessor('apps', {
    header: 'Active Apps',
    enableSorting: false,
    meta: { hideBelow: 'md' },
    cell: (info) => (
      <span className={strip}>
        {info.getValue().map(({ id }) => (
          <span key={id} className={chip}>
            <AppIcon appId={id} size={14} color={appColor(id)} />
            {getApp(id).title}
          </span>
        ))}
      </span>
    ),
  }),
  column.accessor('provider', {
    header: 'Platform',
    meta: { width: '8rem' },
    cell: (info) => PLATFORM_LABELS[info.getValue()],
  }),
];
