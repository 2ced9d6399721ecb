import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

test('the interactivity script the bench sends to its pages runs there: no helper of the tsx build in its source', () => {
  // The bench runs under tsx, as `npm run bench` does; the page only has what the function's source says.
  const source = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', "const m = await import('./e2e/support/script-loads.ts'); process.stdout.write(m.noteWhenInteractive.toString());"],
    { cwd: root, encoding: 'utf8' },
  );
  expect(source).toContain('interactiveAt');
  expect(source).not.toMatch(/__name|__defProp|__publicField/);
  // And it runs in a scope with nothing but the page's own globals.
  expect(() => new Function('MutationObserver', 'document', 'window', 'performance', `(${source})()`)(
    class { observe() {} },
    {},
    {},
    { now: () => 0 },
  )).not.toThrow();
});
