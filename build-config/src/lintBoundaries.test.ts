import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

// The lint refuses an import across two features of a remote and a path into another
// package; each case makes the mistake in a file where it would be made and expects the refusal.

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const eslintBin = path.join(repoRoot, 'node_modules', 'eslint', 'bin', 'eslint.js');

/** The rules the repository's lint finds broken in `code` written at `file` (run as `npm run lint` runs it). */
async function rulesBroken(file: string, code: string): Promise<string[]> {
  const lint = promisify(execFile)(process.execPath, [eslintBin, '--format', 'json', '--stdin', '--stdin-filename', file], { cwd: repoRoot });
  lint.child.stdin?.end(code);
  const { stdout } = await lint.catch((failed: { stdout: string }) => failed);
  const [result] = JSON.parse(stdout) as { messages: { ruleId: string | null }[] }[];
  return (result?.messages ?? []).map(({ ruleId }) => ruleId ?? 'parse error');
}

// Each case starts the lint afresh (about 10 s on a small machine).
jest.setTimeout(60_000);

describe('the lint keeps the boundaries', () => {
  it('refuses a feature importing another feature of its remote', async () => {
    const broken = await rulesBroken(
      'mf-listings/src/features/list/Probe.tsx',
      "import { PropertyDetail } from '../detail/PropertyDetail';\n\nexport const probe = PropertyDetail;\n",
    );
    expect(broken).toContain('import-x/no-restricted-paths');
  });

  it('lets a feature import its remote’s shared folders', async () => {
    const broken = await rulesBroken(
      'mf-listings/src/features/list/Probe.tsx',
      "import { Gallery } from '../shared/Gallery';\n\nexport const probe = Gallery;\n",
    );
    expect(broken).toEqual([]);
  });

  it('refuses a package reaching into another by a relative path', async () => {
    const broken = await rulesBroken(
      'shared-kernel/jest.config.js',
      "import { jestConfig } from '../build-config/jest-preset.js';\n\nexport default jestConfig();\n",
    );
    expect(broken).toContain('import-x/no-relative-packages');
  });

  it('lets a package import another by its name', async () => {
    const broken = await rulesBroken(
      'shared-kernel/jest.config.js',
      "import { jestConfig } from 'build-config/jest-preset';\n\nexport default jestConfig();\n",
    );
    expect(broken).toEqual([]);
  });
});
