// The main thread's work per page, in figures that do not depend on how fast (or how busy) the host
// is, checked against the budgets in bench/mainthread-budget.mjs (`npm run mainthread`; exits 1
// when a page grows past a budget).
//
// Each page (the landing page, login, the dashboard and a maths lesson, the last two signed in as
// the demo student, as bench/lighthouse.mjs sets them up) loads in a fresh browser context (cold
// HTTP and code cache) of Debian's Chromium under a fixed 6x CPU slowdown
// (Emulation.setCPUThrottlingRate), a phone's viewport, traced from the navigation until the page
// has settled (the app has taken it over, no part is still loading, the network has been quiet
// and the main thread idle).
// From the trace and the page it reads:
//   - counts: JavaScript bytes executed before the app was ready (decoded), the tasks that evaluate
//     a script or module, layouts and style recalculations (and those forced by script), DOM
//     elements, React commits and component renders (counted through React's devtools hook, as
//     React DevTools does: production code is not instrumented);
//   - the main thread's CPU time (thread time, not wall time: time the OS gave to other processes
//     is not in it) divided by a calibration task's CPU time, run in the same page and browser
//     (a fixed mix of JavaScript, DOM building and a layout): a host twice as slow takes twice as
//     long for both, so the ratio stays;
//   - from the same ratio, the blocking time a reference phone would see (each task's time scaled
//     to the reference host, times the slowdown, less 50 ms; the tasks over 50 ms counted).
// RUNS per page (MAINTHREAD_RUNS, default 3); the median of each figure is checked.
// Run with: npm run mainthread   (MAINTHREAD_PAGES=landing,login; MAINTHREAD_JSON=<file> keeps
// every run's figures; BENCH_SKIP_BUILD=1 skips building the server; needs `npm run build` first.)
import os from 'node:os';
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import budgets, {
  CPU_SLOWDOWN,
  LONG_TASK_MS,
  PHONE_SLOWDOWN,
  REFERENCE_CALIBRATION_MS,
  TIMED,
} from './mainthread-budget.mjs';
import { DEMO, login, mathsChapter, startServer, table } from './lib/server.mjs';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.MAINTHREAD_RUNS ?? 3);
const loginPath = '/web/api/v1/auth/login/';
// Lighthouse's mobile preset's screen (a Moto G Power).
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
];

/**
 * Counts React's commits and the components each renders, through the hook React DevTools uses
 * (React calls it in production builds too). A component rendered in a commit is one mounted in
 * it or one whose render ran (React's PerformedWork flag); subtrees React reused without
 * visiting (the child is the same fiber as before) are not walked.
 */
function reactHook() {
  const stats = { commits: 0, renders: 0, perCommit: [] };
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]); // function, class, forwardRef, memo, simple memo
  const PERFORMED_WORK = 1;
  const rendered = (fiber) => fiber.alternate === null || (fiber.flags & PERFORMED_WORK) !== 0;
  const walk = (fiber) => {
    let count = 0;
    const stack = [fiber];
    while (stack.length > 0) {
      const node = stack.pop();
      if (COMPONENT_TAGS.has(node.tag) && rendered(node)) count += 1;
      const reused = node.alternate !== null && node.alternate.child === node.child;
      if (!reused) for (let child = node.child; child !== null; child = child.sibling) stack.push(child);
    }
    return count;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject(renderer) {
      const id = this.renderers.size + 1;
      this.renderers.set(id, renderer);
      return id;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const count = walk(root.current);
      stats.commits += 1;
      stats.renders += count;
      stats.perCommit.push(count);
    },
  };
  window.__mainthreadReact = stats;
  // The app's ready moment, marked as the app marks it (the attribute set when its first render has
  // been committed), not when the bench next looks: a chunk the app loads after being ready (the
  // dashboard's progress cards) must not count as loaded before it.
  // The document, not its root element: this runs before the parser has made the root.
  new MutationObserver((_records, observer) => {
    if (!document.documentElement?.hasAttribute('data-app-ready')) return;
    performance.mark('mainthread:ready');
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready'] });
}

/**
 * The calibration task: a fixed mix of the work a page start does (object building, sorting,
 * JSON, DOM building with Bengali text, a forced layout), on the page's own main thread.
 */
function calibrationTask() {
  const items = [];
  for (let i = 0; i < 60_000; i += 1) items.push({ id: i, key: `k${(i * 7919) % 1000}`, value: i % 13 });
  items.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id - b.id));
  const copy = JSON.parse(JSON.stringify(items.slice(0, 10_000)));
  const box = document.createElement('div');
  for (let i = 0; i < 1_500; i += 1) {
    const p = document.createElement('p');
    p.className = 'calibration';
    p.textContent = `অধ্যায় ${i} — ${copy[i].key}`;
    box.append(p);
  }
  document.body.append(box);
  const height = box.offsetHeight;
  box.remove();
  return height + copy.length;
}

/**
 * Main-thread CPU (ms) of one calibration task: the least of five after a warm-up. Another process
 * taking the core can only add to a task's time (a virtual machine's stolen time is counted as the
 * thread's own), so the least is the one nearest the work itself.
 */
async function calibrate(page, cdp) {
  const threadTime = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'ThreadTime').value * 1000;
  };
  const times = [];
  for (let i = 0; i < 6; i += 1) {
    const before = await threadTime();
    await page.evaluate(calibrationTask);
    const after = await threadTime();
    if (i > 0) times.push(after - before);
  }
  return Math.min(...times);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

class TraceError extends Error {}

/** The figures of one traced load, read from the trace's events on the page's main thread. */
function readTrace(trace, pageUrl) {
  const events = trace.traceEvents;
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === pageUrl);
  const isNavigation = (e) =>
    e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === pageUrl && e.args.data.isLoadingMainFrame;
  // The page's main thread: the one that parsed it, else (a busy host's trace has been seen without
  // the parse event, and once without the navigation's too) the one that started its navigation,
  // else the one the app's ready mark was made on.
  const readyMark = events.find((e) => e.name === 'mainthread:ready');
  const thread = parse ?? events.find(isNavigation) ?? readyMark;
  if (!thread) throw new TraceError(`no ParseHTML, navigationStart or ready mark of ${pageUrl} in the trace`);
  const { pid, tid } = thread;
  const navigation = events.find((e) => isNavigation(e) && e.pid === pid);
  // Without the navigation, the load starts at the browser's request for the page (one clock for
  // all of a trace's processes), else at the thread's first task of the trace: the tab is new, so
  // nothing before the load ran on it but the blank page's own start.
  const request = events.find((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url === pageUrl);
  const firstTask = events.find((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask');
  const start = navigation?.ts ?? parse?.ts ?? request?.ts ?? firstTask?.ts ?? thread.ts;
  const onThread = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ts >= start && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  // The thread's top-level tasks (a RunTask inside another is part of it, not a task of its own).
  const tasks = [];
  for (const event of onThread) {
    if (event.name !== 'RunTask') continue;
    const last = tasks.at(-1);
    if (last && event.ts < last.ts + last.dur) continue;
    tasks.push(event);
  }
  // Which task each event ran in.
  const taskOf = (event) => {
    let low = 0;
    let high = tasks.length - 1;
    let found;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (tasks[mid].ts <= event.ts) {
        found = tasks[mid];
        low = mid + 1;
      } else high = mid - 1;
    }
    return found && event.ts <= found.ts + found.dur ? found : undefined;
  };
  const named = (...names) => onThread.filter((e) => names.includes(e.name));
  const scriptEvents = named('EvaluateScript', 'v8.evaluateModule');
  const scriptTasks = new Set(scriptEvents.map(taskOf).filter(Boolean));
  const jsRanges = named(
    'EvaluateScript',
    'v8.evaluateModule',
    'FunctionCall',
    'TimerFire',
    'FireAnimationFrame',
    'EventDispatch',
    'v8.run',
    'RunMicrotasks',
  );
  const inScript = (event) => jsRanges.some((js) => js.ts <= event.ts && event.ts < js.ts + js.dur);
  const layouts = named('Layout');
  const styles = named('UpdateLayoutTree', 'RecalculateStyles');
  const beforeReady = (event) => readyMark === undefined || event.ts <= readyMark.ts;
  return {
    tasks: tasks.map((t) => ({ ts: t.ts, wallMs: t.dur / 1000, cpuMs: (t.tdur ?? t.dur) / 1000 })),
    scriptTasks: scriptTasks.size,
    scriptTasksBeforeReady: [...scriptTasks].filter(beforeReady).length,
    layouts: layouts.length,
    styleRecalcs: styles.length,
    forcedLayouts: layouts.filter(inScript).length,
    forcedStyleRecalcs: styles.filter(inScript).length,
    start,
  };
}

async function measure(browser, server, page, run) {
  const context = await browser.newContext(phone);
  try {
    if (page.signedIn) {
      // Sign in as the app does (the call also sets the page-session cookie) and store the session.
      const tab = await context.newPage();
      await tab.goto(`${server.url}/favicon.svg`);
      await tab.evaluate(
        async ({ loginPath, username, password }) => {
          const response = await fetch(loginPath, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ username, password }),
          });
          const { data } = await response.json();
          localStorage.setItem('accessToken', data.accessToken);
          localStorage.setItem('refreshToken', data.refreshToken);
          localStorage.setItem('user', JSON.stringify(data.user));
        },
        { loginPath, ...DEMO },
      );
      await tab.close();
    }
    await context.addInitScript(reactHook);
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const url = server.url + page.path;
    await browser.startTracing(tab, { categories });
    await tab.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await tab.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 120_000 });
    // Settled: every part has shown its answer (nothing marked busy: on a busy host the network
    // can be quiet before the answers were even asked for), the network quiet, then the main
    // thread idle (fonts, data, the renders they cause).
    await tab.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, null, { timeout: 120_000 });
    await tab.waitForLoadState('networkidle', { timeout: 120_000 });
    await tab.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 10_000 })));
    await tab.evaluate(
      () => new Promise((resolve) => setTimeout(() => requestIdleCallback(() => resolve(), { timeout: 10_000 }), 500)),
    );
    const inPage = await tab.evaluate(() => {
      const ready = performance.getEntriesByName('mainthread:ready')[0]?.startTime ?? Infinity;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((r) => r.initiatorType === 'script' || r.initiatorType === 'link' || r.name.endsWith('.js'))
        .filter((r) => new URL(r.name).pathname.endsWith('.js') && r.responseEnd <= ready);
      return {
        url: location.href,
        jsBytes: scripts.reduce((sum, r) => sum + r.decodedBodySize, 0),
        jsFiles: scripts.length,
        domElements: document.getElementsByTagName('*').length,
        react: window.__mainthreadReact,
      };
    });
    const traceBuffer = await browser.stopTracing();
    const trace = JSON.parse(traceBuffer.toString('utf8'));
    if (process.env.MAINTHREAD_TRACES)
      writeFileSync(path.join(process.env.MAINTHREAD_TRACES, `${page.name}-${run}.json`), traceBuffer);
    let figures;
    try {
      figures = readTrace(trace, url);
    } catch (error) {
      // Keep what the trace held, so the next look starts from it rather than a guess.
      if (error instanceof TraceError) {
        const kept = path.join(os.tmpdir(), `mainthread-${page.name}-${run}.json`);
        writeFileSync(kept, traceBuffer);
        const names = new Set(trace.traceEvents.map((e) => e.name));
        error.message += ` (${trace.traceEvents.length} events, ${names.size} names; trace kept in ${kept})`;
      }
      throw error;
    }
    const calibrationMs = await calibrate(tab, cdp);
    const cpuMs = figures.tasks.reduce((sum, t) => sum + t.cpuMs, 0);
    const wallMs = figures.tasks.reduce((sum, t) => sum + t.wallMs, 0);
    // Each task's time on the phone Lighthouse models on a host half as fast as the reference: its
    // share of the calibration task, times the calibration's unthrottled CPU time on the
    // reference host, times Lighthouse's 4x slowdown, times 2.
    const onPhone = (ms) => (ms / calibrationMs) * REFERENCE_CALIBRATION_MS * PHONE_SLOWDOWN;
    const slowTasks = figures.tasks.map((t) => onPhone(t.cpuMs)).filter((ms) => ms > LONG_TASK_MS);
    return {
      page: page.name,
      run,
      finalPath: new URL(inPage.url).pathname,
      jsKB: inPage.jsBytes / 1000,
      jsFiles: inPage.jsFiles,
      scriptTasks: figures.scriptTasksBeforeReady,
      scriptTasksAll: figures.scriptTasks,
      layouts: figures.layouts,
      styleRecalcs: figures.styleRecalcs,
      forcedLayouts: figures.forcedLayouts,
      forcedStyleRecalcs: figures.forcedStyleRecalcs,
      domElements: inPage.domElements,
      reactCommits: inPage.react?.commits ?? 0,
      reactRenders: inPage.react?.renders ?? 0,
      reactPerCommit: inPage.react?.perCommit ?? [],
      tasks: figures.tasks.length,
      cpuMs,
      wallMs,
      calibrationMs,
      cpuUnits: cpuMs / calibrationMs,
      longTasks: slowTasks.length,
      blockingMs: slowTasks.reduce((sum, ms) => sum + ms - LONG_TASK_MS, 0),
      load: os.loadavg()[0],
    };
  } finally {
    await context.close();
  }
}

/**
 * One run, loaded again when the browser handed back a trace without the page's main thread in it
 * (a renderer that has not flushed its events when tracing stops on a busy host): the lost trace
 * says nothing about the page, so it is not a figure to check. A page whose traces are lost three
 * times in a row fails.
 */
async function measureTraced(browser, server, page, run) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(browser, server, page, run);
    } catch (error) {
      if (!(error instanceof TraceError) || attempt === 3) throw error;
      console.warn(`mainthread: ${page.name} run ${run}: ${error.message}; loading it again`);
    }
  }
}

const server = await startServer({ env: { TRUST_PROXY: 'true' }, quiet: true });
const browser = await chromium.launch({
  executablePath: chromePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
let failed = false;
try {
  const session = await login(server.url, DEMO.username, DEMO.password);
  const { subjectId, chapterId } = await mathsChapter(server.url, session.accessToken);
  const pages = [
    { name: 'landing', path: '/' },
    { name: 'login', path: '/login' },
    { name: 'dashboard', path: '/dashboard', signedIn: true },
    { name: 'lesson', path: `/subjects/${subjectId}/${chapterId}/learn`, signedIn: true },
  ];
  const only = process.env.MAINTHREAD_PAGES?.split(',');
  const all = [];
  const rows = [];
  for (const page of pages.filter((p) => !only || only.includes(p.name))) {
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) runs.push(await measureTraced(browser, server, page, run));
    all.push(...runs);
    // Counts: the median run. Times (relative to the calibration): the least run, since a busy
    // host only ever adds time; a page that really grew is slower in every run.
    const med = (key) => (TIMED.includes(key) ? Math.min : (...values) => median(values))(...runs.map((r) => r[key]));
    const budget = budgets[page.name] ?? {};
    const row = { page: page.name };
    const over = [];
    for (const key of [
      'jsKB',
      'jsFiles',
      'scriptTasks',
      'layouts',
      'styleRecalcs',
      'forcedLayouts',
      'forcedStyleRecalcs',
      'domElements',
      'reactCommits',
      'reactRenders',
      'cpuUnits',
      'longTasks',
      'blockingMs',
      'wallMs',
      'calibrationMs',
    ]) {
      const value = med(key);
      const shown = Number.isInteger(value) ? String(value) : value.toFixed(1);
      const spread = runs.map((r) => r[key]);
      const varies = Math.min(...spread) !== Math.max(...spread);
      row[key] = varies
        ? `${shown} (${Math.min(...spread).toFixed(key === 'cpuUnits' ? 1 : 0)}–${Math.max(...spread).toFixed(key === 'cpuUnits' ? 1 : 0)})`
        : shown;
      if (budget[key] !== undefined) {
        row[key] += ` / ${budget[key]}`;
        if (value > budget[key]) over.push(`${key} ${shown} > ${budget[key]}`);
      }
    }
    rows.push(row);
    if (over.length > 0) {
      failed = true;
      console.log(`${page.name}: over budget: ${over.join(', ')}`);
    }
    if (runs.some((r) => r.finalPath !== new URL(server.url + page.path).pathname)) {
      failed = true;
      console.log(`${page.name}: ended on ${runs.map((r) => r.finalPath).join(', ')}`);
    }
  }
  console.log(
    `\nMain thread per page, ${CPU_SLOWDOWN}x CPU slowdown, ${RUNS} runs: counts the median, times (cpuUnits, longTasks, blockingMs) the least run; min–max when runs differ; / budget (${new Date().toISOString()}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} on ${os.availableParallelism()} cores, ${await browser.version()})`,
  );
  // One table per group of columns, so that each fits a terminal.
  const columns = (keys) =>
    rows.map((row) => Object.fromEntries([['page', row.page], ...keys.map((k) => [k, row[k]])]));
  table(columns(['jsKB', 'jsFiles', 'scriptTasks', 'domElements', 'reactCommits', 'reactRenders']));
  table(columns(['layouts', 'styleRecalcs', 'forcedLayouts', 'forcedStyleRecalcs']));
  table(columns(['cpuUnits', 'longTasks', 'blockingMs', 'wallMs', 'calibrationMs']));
  if (process.env.MAINTHREAD_JSON) writeFileSync(process.env.MAINTHREAD_JSON, JSON.stringify(all, null, 2));
} finally {
  await browser.close();
  await server.stop();
}
if (failed) {
  console.log('\nmainthread: FAILED (see above; budgets in bench/mainthread-budget.mjs)');
  process.exitCode = 1;
} else console.log('\nmainthread: every page within its budgets');
