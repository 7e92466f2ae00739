import fs from 'node:fs';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {createRequire} from 'node:module';
import path from 'node:path';

/**
 * The one check library of the interventions on upstream and generated code, which all live in this
 * folder (plugins/upstream; docs/decisions/0011 lists them). Each intervention fails the build,
 * naming itself, its target (the upstream package and version, or the generated file) and what is
 * not as expected, instead of quietly doing nothing (issues 20 and 30):
 * - when the plugin is created (`docusaurus build` and `start`): the upstream files and text it
 *   relies on are there (`upstreamPackage`, `packageFile`, `expectText`);
 * - when a loader rewrites a generated file: every instance of the shape it rewrites has that
 *   shape (`rewriteEvery`, `expectShape`, from ./shape.js, which loaders load as CommonJS);
 * - in a production build, once the bundler has built every module (`checkModules`): each
 *   replacement really applied, and each module a loader rewrites or a patch changes is in the bundle.
 * The dev-server helpers at the end are used by plugins outside this folder (lazy-compilation,
 * search-records), which rely on how @docusaurus/core merges their middleware.
 */
export {ShapeError, expectShape, rewriteEvery} from './shape.js';

/** The site's root, where its node_modules are. */
export const siteDir = path.resolve(__dirname, '..', '..');

/** An installed upstream package, as the site resolves it. */
export interface UpstreamPackage {
  name: string;
  version: string;
  dir: string;
}

const review = (plugin: string) => `review ${fs.existsSync(path.join(__dirname, plugin)) ? `plugins/upstream/${plugin}` : `plugins/${plugin}`}`;

/**
 * The copy of `name` the site's own `require` finds: by its package.json, or, for a package whose
 * `exports` hide that, by its entry point.
 */
export function upstreamPackage(plugin: string, name: string, from: string = siteDir): UpstreamPackage {
  const siteRequire = createRequire(path.join(from, 'package.json'));
  let entry: string | undefined;
  for (const request of [`${name}/package.json`, name]) {
    try {
      entry = siteRequire.resolve(request);
      break;
    } catch {
      // Not exported, or no entry point: try the other.
    }
  }
  if (entry === undefined) throw new Error(`${plugin}: ${name} is not installed; ${review(plugin)}`);
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {name?: string; version?: string};
    if (pkg.name === name) return {name, version: pkg.version ?? '?', dir};
  }
  throw new Error(`${plugin}: no package.json of ${name} above ${entry}; ${review(plugin)}`);
}

/** `${name}@${version}`, as the error messages print a package. */
export const spec = (pkg: UpstreamPackage) => `${pkg.name}@${pkg.version}`;

/** A file inside an upstream package (`relPath` with `/`); throws when the package no longer has it. */
export function packageFile(plugin: string, pkg: UpstreamPackage, relPath: string, purpose: string): string {
  const file = path.join(pkg.dir, ...relPath.split('/'));
  if (!fs.existsSync(file)) throw new Error(`${plugin}: ${spec(pkg)} has no ${relPath} (${purpose}); ${review(plugin)}`);
  return file;
}

/** `s` with every regular-expression metacharacter (and `/`) escaped, to match it literally. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Occurrences of `needle` in `text`. */
export function countOf(text: string, needle: string | RegExp): number {
  if (typeof needle === 'string') return needle === '' ? 0 : text.split(needle).length - 1;
  return [...text.matchAll(new RegExp(needle.source, needle.flags.includes('g') ? needle.flags : `${needle.flags}g`))].length;
}

/**
 * Throws unless `relPath` of `pkg` contains `needle`: `count` times when given, else at least once.
 * Returns the file's path.
 */
export function expectText(
  plugin: string,
  pkg: UpstreamPackage,
  relPath: string,
  needle: string | RegExp,
  purpose: string,
  count?: number,
): string {
  const file = packageFile(plugin, pkg, relPath, purpose);
  const found = countOf(fs.readFileSync(file, 'utf8'), needle);
  if (found === 0 || (count !== undefined && found !== count)) {
    const expected = count === undefined ? 'at least once' : `${count} time${count === 1 ? '' : 's'}`;
    throw new Error(
      `${plugin}: ${spec(pkg)} ${relPath} has ${String(needle)} ${found} time${found === 1 ? '' : 's'}, expected ${expected} (${purpose}); ${review(plugin)}`,
    );
  }
  return file;
}

/**
 * For a plugin that adds a middleware to `docusaurus start` (lazy-compilation, search-records, with
 * `devServerMiddleware`): @docusaurus/core keeps a `setupMiddlewares` of its own and merges the
 * plugins' devServer option into it with webpack-merge, which calls both functions with the same
 * list and joins the lists they return. Throws, naming the version, when it no longer does that.
 */
export function expectDevServerMerge(plugin: string, from: string = siteDir): void {
  const core = upstreamPackage(plugin, '@docusaurus/core', from);
  const file = 'lib/commands/start/webpack.js';
  expectText(plugin, core, file, 'setupMiddlewares: (middlewares, devServer) => {', "the dev server's own middleware list", 1);
  expectText(plugin, core, file, '(0, webpack_merge_1.default)([defaultDevServerConfig, config.devServer]', "how a plugin's devServer option joins it", 1);
}

/**
 * The devServer option that puts `middleware` first in the dev server's list, ahead of its HTML
 * fallback (which answers every GET path with the page): it goes into the list that Docusaurus' own
 * `setupMiddlewares` returns, and this one returns nothing more (see `expectDevServerMerge`).
 */
export function devServerMiddleware(name: string, middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => unknown) {
  return {
    setupMiddlewares: (middlewares: unknown[]) => {
      middlewares.unshift({name, middleware});
      return [];
    },
  };
}

/** Throws unless a file of this repository (the replacement or alias target) exists. */
export function ownFile(plugin: string, file: string): string {
  if (!fs.existsSync(file)) throw new Error(`${plugin}: ${path.relative(siteDir, file)} does not exist; ${review(plugin)}`);
  return file;
}

/**
 * What a production build must show once every module is built.
 * - `replaced`: no module of the bundle matches `upstream` (the pattern given to
 *   NormalModuleReplacementPlugin), and `by` is in the bundle (the replacement fired).
 * - `present`: some module matches `module` (a module a loader rewrites or a patch changes).
 */
export type ModuleExpectation =
  | {kind: 'replaced'; what: string; upstream: RegExp; by: string}
  | {kind: 'present'; what: string; module: RegExp};

/** A built module: its file. */
export interface BuiltModule {
  resource: string | undefined;
}

const rel = (file: string) => path.relative(siteDir, file).split(path.sep).join('/');

/** The error messages for the expectations a build did not meet; empty when all were met. */
export function unmetExpectations(plugin: string, expectations: readonly ModuleExpectation[], modules: readonly BuiltModule[]): string[] {
  const problems: string[] = [];
  const resources = new Set(modules.map((m) => m.resource).filter((r): r is string => r !== undefined));
  for (const e of expectations) {
    const prefix = `${plugin}: ${e.what}:`;
    if (e.kind === 'present') {
      if (![...resources].some((r) => e.module.test(r))) {
        problems.push(`${prefix} no module matching ${String(e.module)} is in the bundle, so the change to it does nothing; ${review(plugin)}`);
      }
      continue;
    }
    const left = [...resources].filter((r) => e.upstream.test(r));
    if (left.length > 0) problems.push(`${prefix} ${left.map(rel).join(', ')} is still in the bundle, the replacement missed it; ${review(plugin)}`);
    else if (!resources.has(e.by)) {
      problems.push(`${prefix} ${rel(e.by)} is not in the bundle, so the replacement never fired (the upstream module is gone or no longer imported); ${review(plugin)}`);
    }
  }
  return problems;
}

/** The parts of a Rspack (or webpack 5) module, module graph and compiler these checks read. */
interface BundlerModule {
  nameForCondition?(): string | null | undefined;
}
interface BundlerCompilation {
  hooks: {finishModules: {tap(name: string, fn: (modules: Iterable<BundlerModule>) => void): void}};
  errors: Error[];
}
interface BundlerCompiler {
  hooks: {thisCompilation: {tap(name: string, fn: (compilation: BundlerCompilation) => void): void}};
  webpack: {WebpackError: new (message: string) => Error};
}

const resourceOf = (module: BundlerModule) => module.nameForCondition?.() ?? undefined;

/**
 * A bundler plugin that fails the compilation (one error per unmet expectation) once its modules
 * are built. For production builds: with lazy compilation in development, a module a page has not
 * asked for yet is legitimately not built.
 */
export function checkModules(plugin: string, expectations: readonly ModuleExpectation[]) {
  return {
    apply(compiler: BundlerCompiler) {
      compiler.hooks.thisCompilation.tap(plugin, (compilation) => {
        compilation.hooks.finishModules.tap(plugin, (modules) => {
          const built: BuiltModule[] = [...modules].map((module) => ({resource: resourceOf(module)}));
          for (const message of unmetExpectations(plugin, expectations, built)) {
            compilation.errors.push(new compiler.webpack.WebpackError(message));
          }
        });
      });
    },
  };
}
