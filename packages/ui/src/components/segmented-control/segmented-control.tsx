import * as SegmentGroup from '../segment-group/segment-group';

export interface SegmentedOption<Value extends string> {
  value: Value;
  label: string;
}

export interface SegmentedControlProps<Value extends string> {
  /** Names the group for assistive technology ("Range"); it is not shown. */
  label: string;
  options: readonly SegmentedOption<Value>[];
  value: Value;
  onValueChange: (value: Value) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * A few mutually exclusive options side by side, one chosen: the dashboard's "7 days | 30 days | 90 days" (spec
 * apps.md §2.1). A radio group underneath: Tab reaches the chosen option, the arrows choose another.
 */
export function SegmentedControl<Value extends string>({
  label,
  options,
  value,
  onValueChange,
  disabled,
  className,
}: SegmentedControlProps<Value>) {
  return (
    <SegmentGroup.Root
      className={className}
      value={value}
      disabled={disabled}
      onValueChange={(details) => {
        const next = options.find((option) => option.value === details.value);
        if (next) onValueChange(next.value);
      }}
    >
      <SegmentGroup.Label>{label}</SegmentGroup.Label>
      {options.map((option) => (
        <SegmentGroup.Item key={option.value} value={option.value}>
          <SegmentGroup.ItemText>{option.label}</SegmentGroup.ItemText>
          <SegmentGroup.ItemControl />
          <SegmentGroup.ItemHiddenInput />
        </SegmentGroup.Item>
      ))}
    </SegmentGroup.Root>
  );
}
