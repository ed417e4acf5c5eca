import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

/**
 * The contract between the shell and the remotes (`RemoteModules`, the props of every expose, the
 * Module Federation config a remote's exposes must satisfy) as one declaration file with no import
 * but React's: each build publishes the contract it was checked against as `@mf-types.d.ts`, and a
 * team whose remote lives in another repository fetches the live shell's (`npm run types`) to type
 * its exposes against it, as the remotes here type theirs against the kernel.
 */

/** The kernel's module that holds the contract, beside the modules it imports from the kernel. */
const CONTRACT_MODULE = path.join('src', 'federation', 'contracts.ts');

const RELATIVE_IMPORT = /^import (?:type )?\{[^}]*\} from '\.{1,2}\/[^']*';\n/gm;
const EMPTY_EXPORT = /^export \{\};\n/gm;

/**
 * The declaration file of the contract of the kernel the app in `appDir` builds with: the
 * contract's module and every kernel module it imports, flattened into one module (their names
 * are the kernel's, which never repeat), their imports of each other dropped.
 */
export function contractTypes(appDir: string): string {
  const kernel = path.dirname(createRequire(path.join(appDir, 'package.json')).resolve('shared-kernel/package.json'));
  const emitted = new Map<string, string>();
  const program = ts.createProgram([path.join(kernel, CONTRACT_MODULE)], {
    declaration: true,
    emitDeclarationOnly: true,
    strict: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    types: [],
  });
  program.emit(undefined, (file, text) => emitted.set(file, text));
  const within = (file: string) => !path.relative(kernel, file).startsWith('..');
  const kernelFiles = program.getSourceFiles().filter((file) => within(file.fileName) && !file.isDeclarationFile);
  const imports = new Set<string>();
  const bodies = kernelFiles.map((file) => {
    const declaration = emitted.get(file.fileName.replace(/\.tsx?$/, '.d.ts')) ?? '';
    const body = declaration.replace(RELATIVE_IMPORT, '').replace(EMPTY_EXPORT, '');
    // What stays imported comes from outside the kernel (React's types): said once, at the top.
    return body.replace(/^import .*;\n/gm, (line) => {
      imports.add(line);
      return '';
    });
  });
  const { version } = createRequire(import.meta.url)(path.join(kernel, 'package.json')) as { version: string };
  return `// The contract of the remotes, from shared-kernel ${version}: written by the build, not by hand.\n${[...imports].join('')}${bodies.join('\n')}`;
}
