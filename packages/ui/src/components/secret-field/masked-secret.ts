/** A secret while hidden: 32 asterisks whatever its length (spec 001 §9, apps.md §2.7). */
export const MASKED_SECRET = '*'.repeat(32);
