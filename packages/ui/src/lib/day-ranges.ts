/** The ranges a dashboard and an activity list offer, in days (spec apps.md §2.1, §2.2). */
export const DAY_RANGES = [7, 30, 90] as const;

export type DayRange = (typeof DAY_RANGES)[number];

/** The range selected when none is (spec apps.md §2.1, §2.2: 30 days). */
export const DEFAULT_DAY_RANGE: DayRange = 30;

/** "7 days", "30 days", "90 days". */
export const dayRangeLabel = (days: number) => `${days} days`;

/** The ranges as options of a SegmentedControl or a Select: value "30", label "30 days". */
export const DAY_RANGE_OPTIONS = DAY_RANGES.map((days) => ({
  value: String(days) as `${DayRange}`,
  label: dayRangeLabel(days),
}));
