// What a phone (or a counsellor's desktop) would see, on any host. Lighthouse's simulated throttling
// multiplies the main-thread work it recorded on the host by a CPU slowdown (4 for its mobile preset, 1 for
// desktop), which assumes the host is a fast desktop: on a slower host the same page scores worse, on a
// faster one better. Lighthouse records the host's speed with every run (lhr.environment.benchmarkIndex)
// and its throttling doc ("Calibrating the CPU slowdown") maps that index to the multiplier that lands on
// its mid-tier phone, through the CPU slowdown calculator it links (lighthouse-cpu-throttling-calculator):
// linear between 150 → 1×, 800 → 2×, 1300 → 3×, 1533 → 4×, 2000 → 6×. Below 150 the host is slower than
// the phone it would emulate, and no multiplier can make it faster: the run is not judged.

/** The benchmark index below which the host cannot emulate Lighthouse's mid-tier phone (the calculator's floor). */
export const SLOWEST_JUDGED_INDEX = 150;

/** The index at which the calculator gives Lighthouse's default 4×: the desktop its presets take the host for. */
const DEFAULT_HOST_INDEX = 1300 + 233;

export class HostTooSlowError extends Error {}

/**
 * The CPU slowdown that makes this host a mid-tier phone (the calculator's piecewise-linear curve); throws
 * HostTooSlowError when the host is too slow to judge.
 */
export function mobileCpuMultiplier(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < SLOWEST_JUDGED_INDEX) {
    throw new HostTooSlowError(
      `the host's Lighthouse benchmark index is ${benchmarkIndex} (< ${SLOWEST_JUDGED_INDEX}): it is slower than ` +
        'the mid-tier phone Lighthouse emulates, so its scores say nothing about one. Measure on a faster or ' +
        'less busy machine.',
    );
  }
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - SLOWEST_JUDGED_INDEX) / 650;
}

/**
 * The desktop preset runs the CPU unthrottled: it takes the host for the desktop the mobile preset's 4× is
 * meant for. Scaled the same way, a host slower than that desktop gets a multiplier below 1 (the simulation
 * shortens the recorded tasks), a faster one above.
 */
export const desktopCpuMultiplier = (benchmarkIndex) =>
  mobileCpuMultiplier(benchmarkIndex) / mobileCpuMultiplier(DEFAULT_HOST_INDEX);

/** The multiplier for a form factor. */
export const cpuMultiplierFor = (formFactor, benchmarkIndex) =>
  formFactor === 'desktop' ? desktopCpuMultiplier(benchmarkIndex) : mobileCpuMultiplier(benchmarkIndex);

/** Lighthouse's own multiplier for a form factor (what an outside run with its presets uses). */
export const presetCpuMultiplier = (formFactor) => (formFactor === 'desktop' ? 1 : 4);
