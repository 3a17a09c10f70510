import { Fragment, type ReactNode } from 'react';
import { cx } from '../../../styled-system/css';
import { detailList } from '../../../styled-system/recipes';

export interface DetailItem {
  label: string;
  /** Any content; "—" reads better than an empty cell for a value that is missing. */
  value: ReactNode;
}

export interface DetailListProps {
  items: readonly DetailItem[];
  className?: string;
}

/** A description list of label and value pairs. */
export function DetailList({ items, className }: DetailListProps) {
  const classes = detailList();
  return (
    <dl className={cx(classes.root, className)}>
      {items.map((item) => (
        <Fragment key={item.label}>
          <dt className={classes.term}>{item.label}</dt>
          <dd className={classes.value}>{item.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
