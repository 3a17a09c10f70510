import { Checkbox } from '@console/ui';
import { css } from '../../../../styled-system/css';

// A checkbox sits on the row's baseline like the selects beside it (their height, centred).
const box = css({ h: '10', display: 'inline-flex', alignItems: 'center' });

/** Payments' "Refunded" filter (apps.md §3.5): only payments refunded in full or in part. */
export function RefundedFilter({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className={box}>
      <Checkbox.Root checked={checked} onCheckedChange={(details) => onChange(details.checked === true)}>
        <Checkbox.Control />
        <Checkbox.Label>Refunded</Checkbox.Label>
        <Checkbox.HiddenInput />
      </Checkbox.Root>
    </div>
  );
}
