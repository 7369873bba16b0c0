// Issue 22: @study/ui as an outside project gets it. Packs the library, installs the tarball in a
// fresh project outside the workspace (react and the tools from the npm registry, at the versions
// this repository uses), type-checks the consumer with both `bundler` and the older `node10`
// module resolution, builds it with Vite and renders it in plain Node. The consumer embeds the
// components without the opt-in reset, so its built stylesheet must leave the host page's body
// and every element's motion alone.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));
const versionOf = (name) => JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;

function run(command, args, cwd) {
  console.log(`$ ${command} ${args.join(' ')}`);
  execFileSync(command, args, { cwd, stdio: 'inherit' });
}

// Rules whose selector is `body`, and rules on the universal selector (the reset's reduced motion
// for every element), in minified or unminified CSS. KaTeX's stylesheet sets equation counters on
// body (`counter-reset`), which changes nothing a host page sees, so only other declarations count.
const bodyRules = /(?:^|[{},;])\s*body\s*\{([^}]*)\}/g;
const universalRule = /(^|[{},;])\s*\*\s*(,|\{)/;
const restylesBody = (css) =>
  [...css.matchAll(bodyRules)].some(([, declarations]) => !/^\s*counter-reset:[^;]*;?\s*$/.test(declarations));

function assertHostPageUntouched(assets) {
  const css = readdirSync(assets).filter((file) => file.endsWith('.css'));
  if (css.length === 0) throw new Error('the consumer build emitted no stylesheet');
  for (const file of css) {
    const text = readFileSync(path.join(assets, file), 'utf8');
    if (restylesBody(text)) throw new Error(`${file} restyles the host page's body without the opt-in reset`);
    if (universalRule.test(text)) throw new Error(`${file} styles every element without the opt-in reset`);
  }
  console.log(`without @study/ui/reset.css the host page's body and elements keep their styles (${css.join(', ')})`);
}

// The opt-in reset does carry them, so the check above cannot pass for want of the rules.
function assertResetStylesBody(file) {
  const text = readFileSync(file, 'utf8');
  if (!restylesBody(text) || !universalRule.test(text))
    throw new Error('@study/ui/reset.css lacks the body or motion rules');
}

const work = mkdtempSync(path.join(tmpdir(), 'study-ui-consumer-'));
try {
  // @study/ui depends on @study/contract (its forms run the contract's schemas): both are packed.
  const tarballs = {};
  for (const name of ['@study/contract', '@study/ui']) {
    run('npm', ['run', 'build', '-w', name], root);
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '-w', name, '--json', '--pack-destination', work], { cwd: root, encoding: 'utf8' }),
    );
    const files = packed.files.map((file) => file.path);
    for (const required of ['LICENSE', 'dist/index.js', 'dist/index.d.ts']) {
      if (!files.includes(required)) throw new Error(`the packed ${name} lacks ${required}`);
    }
    if (name === '@study/ui') {
      for (const stylesheet of ['dist/index.css', 'dist/reset.css']) {
        if (!files.includes(stylesheet)) throw new Error(`the packed @study/ui lacks ${stylesheet}`);
      }
    }
    tarballs[name] = `file:${path.join(work, packed.filename)}`;
  }

  const app = path.join(work, 'app');
  cpSync(path.join(root, 'packages/ui/consumer'), app, { recursive: true });
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'study-ui-consumer',
        private: true,
        type: 'module',
        dependencies: { ...tarballs, react: versionOf('react'), 'react-dom': versionOf('react-dom') },
        devDependencies: Object.fromEntries(
          ['typescript', 'vite', '@types/react', '@types/react-dom'].map((name) => [name, versionOf(name)]),
        ),
      },
      null,
      2,
    ),
  );
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], app);
  run('npx', ['tsc', '-p', 'tsconfig.json'], app);
  run('npx', ['tsc', '-p', 'tsconfig.node10.json'], app);
  run('npx', ['vite', 'build', '--logLevel', 'warn'], app);
  assertHostPageUntouched(path.join(app, 'dist/assets'));
  assertResetStylesBody(path.join(app, 'node_modules/@study/ui/dist/reset.css'));
  run('npx', ['vite', 'build', '--ssr', 'src/server.tsx', '--outDir', 'dist-server', '--logLevel', 'warn'], app);
  run('node', ['dist-server/server.js'], app);
  console.log(
    '@study/ui: packed, installed outside the workspace, type-checked (bundler and node10), built and rendered',
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
