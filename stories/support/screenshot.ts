/**
 * Opts a story out of the light and dark screenshots (.storybook/screenshots.ts), saying why: usually that its play
 * ends in the state another story already shows. Spread it into the story: `{ ...noScreenshot('ends as Verified'), play }`.
 */
export const noScreenshot = (reason: string) => ({
  tags: ['!screenshot'],
  parameters: { screenshot: { reason } },
});
