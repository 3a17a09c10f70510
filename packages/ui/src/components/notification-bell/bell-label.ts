export interface ChecklistItem {
  id: string;
  label: string;
  done: boolean;
}

/** How many setup items are not done yet: the bell's badge (spec 000 §2). */
export const countIncomplete = (items: readonly ChecklistItem[]) => items.filter((item) => !item.done).length;

/** The bell's accessible name: "Notifications, 2 incomplete", or "Notifications" when all is done. */
export const bellLabel = (incomplete: number) =>
  incomplete > 0 ? `Notifications, ${incomplete} incomplete` : 'Notifications';
