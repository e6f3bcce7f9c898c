import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The installed packages a function needs at run time from node_modules rather than from its
 * esbuild bundle (WASM, native binaries and data files they locate in their own folders): the
 * given packages and everything they depend on, as installed in the project (no network).
 * Nested node_modules travel with their parent folder.
 */
export function dependencyClosure(root: string, packages: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    const manifest = path.join(root, 'node_modules', name, 'package.json');
    if (!existsSync(manifest)) return; // an optional dependency for another platform
    seen.add(name);
    const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as {
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
    };
    for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })) visit(dep);
  };
  packages.forEach(visit);
  return [...seen].sort();
}

/** Shell commands copying those packages into a bundle's node_modules. */
export function copyRuntimeModulesCommands(root: string, packages: readonly string[], outputDir: string): string[] {
  return dependencyClosure(root, packages).map((name) => {
    const target = path.join(outputDir, 'node_modules', name);
    return `mkdir -p "${path.dirname(target)}" && cp -R "${path.join(root, 'node_modules', name)}" "${target}"`;
  });
}
