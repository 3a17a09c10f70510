import { Switch } from '@console/ui';
import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';

const field = css({ display: 'flex', flexDirection: 'column', gap: '1.5' });
const helper = css({ textStyle: 'body.sm', color: 'fg.muted' });

/** An app setting that is on or off (Settings › General, Storage): a switch with its label and what it does under it. */
export function SettingSwitch(props: {
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
