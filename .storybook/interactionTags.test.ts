import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, it } from 'vitest';

/**
 * The rule Introduction.mdx gives designers: a story whose play function acts on the page like the
 * user (presses, types, scrolls, pastes) is tagged 'interaction' and listed after the states; a story
 * whose play function only checks what is shown is a state. Helpers the play function calls from the
 * same file count as its own code.
 */
const acts = /\b(userEvent|fireEvent)\b|\.(click|dispatchEvent)\(/;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const storyFiles = execFileSync('git', ['ls-files', '*.stories.tsx', '*.stories.ts'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);

const propertyNamed = (object: ts.ObjectLiteralExpression, name: string) =>
  object.properties.find((property) => property.name?.getText() === name);

/** `play` functions and their `tags`, for every story written as an object literal. */
function storiesOf(file: string) {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const declarations = new Map<string, string>();
  const stories: { name: string; play?: string; tags: string }[] = [];
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name)
      declarations.set(statement.name.text, statement.getText());
    if (!ts.isVariableStatement(statement)) continue;
    const exported = statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name)) continue;
      declarations.set(declaration.name.text, declaration.getText());
      if (!exported || !declaration.initializer || !ts.isObjectLiteralExpression(declaration.initializer)) continue;
      stories.push({
        name: declaration.name.text,
        play: propertyNamed(declaration.initializer, 'play')?.getText(),
        tags: propertyNamed(declaration.initializer, 'tags')?.getText() ?? '',
      });
    }
  }
  /** The code a play function runs from this file: its own, the helpers it calls and the other stories' play functions it runs. */
  const reach = (code: string, seen: Set<string>): string =>
    [...declarations]
      .filter(
        ([name]) => !seen.has(name) && new RegExp(`\\b${name}\\b${/^[A-Z]/.test(name) ? '\\.play\\b' : ''}`).test(code),
      )
      .reduce((all, [name, text]) => (seen.add(name), `${all}\n${reach(text, seen)}`), code);
  return stories.map((story) => ({ ...story, play: story.play && reach(story.play, new Set([story.name])) }));
}

it('tags exactly the stories whose play function acts like the user', () => {
  expect(storyFiles.length).toBeGreaterThan(100);
  const wrong = storyFiles.flatMap((file) =>
    storiesOf(file)
      .filter((story) => story.play !== undefined)
      .filter((story) => acts.test(story.play ?? '') !== story.tags.includes("'interaction'"))
      .map((story) => `${file} ${story.name}`),
  );
  expect(wrong).toEqual([]);
});
