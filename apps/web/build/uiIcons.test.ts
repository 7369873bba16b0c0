import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isUiIconModule } from './uiIcons';

const root = mkdtempSync(path.join(tmpdir(), 'ui-icons-'));
const dist = path.join(root, 'packages/ui/dist');
mkdirSync(dist, { recursive: true });
function file(name: string, text: string) {
  writeFileSync(path.join(dist, name), text);
  return path.join(dist, name);
}
const iconsOnly = file(
  'chunk-A.js',
  '// src/icons/Icon.tsx\nfunction Icon() {}\n\n// src/icons/shared.tsx\nconst CheckIcon = 1;\n',
);
const withComponent = file(
  'chunk-B.js',
  '// src/icons/shared.tsx\nconst a = 1;\n// src/components/Button/Button.tsx\nconst b = 2;\n',
);
const otherArea = file('chunk-C.js', '// src/icons/landing.tsx\nconst c = 1;\n');
const stub = file('index.js', 'export { Icon } from "./chunk-A.js";\n');

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('isUiIconModule', () => {
  it("takes a @study/ui file holding only the named icon modules' code", () => {
    expect(isUiIconModule(iconsOnly, ['Icon', 'shared'])).toBe(true);
  });

  it('leaves files with other code, other icon areas, re-export stubs and files outside @study/ui', () => {
    expect(isUiIconModule(withComponent, ['Icon', 'shared'])).toBe(false);
    expect(isUiIconModule(otherArea, ['Icon', 'shared'])).toBe(false);
    expect(isUiIconModule(stub, ['Icon', 'shared'])).toBe(false);
    expect(isUiIconModule('/app/src/icons/shared.js', ['shared'])).toBe(false);
  });
});
