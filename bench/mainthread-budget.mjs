// Main-thread budgets per page for `npm run mainthread` (bench/mainthread.mjs), like the byte
// budgets of bench/size-limit.mjs: a page that grows past one fails the script. Each figure is
// one the host's speed does not change (see bench/RESULTS.md, "main-thread budget"):
//   jsKB          kB (decoded) of the JavaScript files the page had loaded when the app was ready
//   scriptTasks   tasks that evaluated a script or module before the app was ready
//   forcedLayouts layouts a script forced (read a size after changing the page), to settle
//   domElements   elements in the settled page
//   reactCommits  React commits to settle (hydration and every re-render after it)
//   reactRenders  components rendered in those commits
//   styleRecalcs  style recalculations to settle (a running animation or timer adds to it)
//   cpuUnits      the page's main-thread CPU to settle, in calibration tasks run in the same page
//   longTasks     tasks over 50 ms, and blockingMs their time over 50 ms, on the phone Lighthouse
//   blockingMs    models on a host half as fast as the reference (see PHONE_SLOWDOWN)
// The counts are the median of the runs; the three times are the least run's (a busy host only
// adds time). Set from the measured figures plus headroom: a little for the counts, which repeat
// exactly, more for the times, which a busy host still moves (bench/RESULTS.md has the spread).

/** The CPU slowdown applied while the page loads (Emulation.setCPUThrottlingRate). */
export const CPU_SLOWDOWN = 6;
/**
 * The calibration task's main-thread CPU on the reference host (this 2-core machine, Lighthouse
 * benchmark index ~2600), without a slowdown: measured 19–23 ms, least of eight (2026-11-26).
 */
export const REFERENCE_CALIBRATION_MS = 19;
/** Lighthouse's mobile preset's 4x slowdown on a host half as fast as the reference. */
export const PHONE_SLOWDOWN = 8;
export const LONG_TASK_MS = 50;
/** The figures read as times: the least run is checked. */
export const TIMED = ['cpuUnits', 'longTasks', 'blockingMs'];

export default {
  landing: {},
  login: {},
  dashboard: {},
  lesson: {},
};
