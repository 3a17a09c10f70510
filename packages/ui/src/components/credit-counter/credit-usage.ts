/** The counter turns red when credits reach this share of the free tier (spec 000 §9: 80% or more). */
export const CREDIT_WARNING_RATIO = 0.8;

const count = new Intl.NumberFormat('en-US');

/**
 * The free-trial credit counter's text and colour: "850 / 1,000 credits", warning at ≥ 80% of `freeTier`.
 * A free tier of 0 or less has nothing left to spend, so it always warns.
 */
export function creditUsage(credits: number, freeTier: number) {
  return {
    text: `${count.format(credits)} / ${count.format(freeTier)} credits`,
    warning: freeTier <= 0 || credits >= freeTier * CREDIT_WARNING_RATIO,
  };
}
