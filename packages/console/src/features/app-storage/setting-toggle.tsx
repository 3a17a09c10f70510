import { Switch } from '@console/ui';
import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';

const field = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const helper = css({ textStyle: 'body.sm', color: 'fg.muted' });

/** An on/off setting with what it does under it. */
export function SettingToggle(props: {
  name: string;
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <div className={field}>
      <Switch.Root checked={props.checked} onCheckedChange={({ checked }) => props.onCheckedChange(checked)}>
        <Switch.Control />
        <Switch.Label>{props.label}</Switch.Label>
        <Switch.HiddenInput name={props.name} />
      </Switch.Root>
      <p className={helper}>{props.children}</p>
    </div>
  );
}
