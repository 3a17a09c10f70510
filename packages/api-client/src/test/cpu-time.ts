/**
 * The CPU time (user and system, in ms) this process spends running `run`. Complexity tests bound
 * it rather than the wall clock, which a loaded machine stretches several times over.
 */
export function cpuTimeOf(run: () => void): number {
  const before = process.cpuUsage();
  run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}
