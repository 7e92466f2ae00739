import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {afterAll, describe, expect, expectTypeOf, it} from 'vitest';
import type ApiCodeBlock from '@theme/ApiExplorer/ApiCodeBlock';
import type Server from '@theme/ApiExplorer/Server';
import type {setStringRawBody} from '@theme/ApiExplorer/Body/slice';
import type {AuthState} from '@theme/ApiExplorer/Authorization/slice';
import type {createStorage} from '@theme/ApiExplorer/storage-utils';
import type {createPersistenceMiddleware} from '@theme/ApiExplorer/persistenceMiddleware';
import type ApiTabs from '@theme/ApiTabs';
import type CodeSamples from '@theme/CodeSamples';
import type MimeTabs from '@theme/MimeTabs';
import type SchemaNode from '@theme/Schema';
import type SchemaItem from '@theme/SchemaItem';
import type SchemaTabs from '@theme/SchemaTabs';
import type {SchemaExpansionProvider} from '@theme/SchemaExpansion';
import type {json2xml} from '@theme/ResponseExamples';
import * as overlayAccept from './ApiExplorer/Accept/slice';
import * as overlayContentType from './ApiExplorer/ContentType/slice';
import * as overlayResponse from './ApiExplorer/Response/slice';
import * as overlaySchemaSelection from './ApiExplorer/SchemaSelection/slice';
import {initialExplorerState} from './ApiItem/explorerState';

/*
 * Contracts between this site's openapi overlay (the modules of docusaurus-theme-openapi-docs that
 * src/theme replaces, and the helpers beside them) and the upstream packages. Each replaced module
 * relies on two things upstream: what it imports from the theme (files, export names, props, Redux
 * slices and action types), and what the theme's own modules and the plugin's page generator hand
 * to it (the names they import from it, the props they pass). An upgrade that changes either fails
 * here, naming the module, instead of failing on a page.
 *
 * Most facts are read from the packages' compiled JavaScript (what runs) with TypeScript's parser;
 * the slices and the page generator run in Node. The pinned lists below are the contract: when an
 * upgrade changes one, re-read the upstream module and the overlay before updating it. The types
 * the overlay compiles against are the packages' own .d.ts (src/types/openapi-*.d.ts points the
 * `@theme/...` aliases at them); the `expectTypeOf` block at the end is checked by `npm run typecheck`.
 */

const ROOT = path.resolve(__dirname, '../..');
const THEME = path.join(ROOT, 'node_modules/docusaurus-theme-openapi-docs');
const THEME_LIB = path.join(THEME, 'lib/theme');
const PLUGIN = path.join(ROOT, 'node_modules/docusaurus-plugin-openapi-docs');
const OVERLAY = __dirname;
const requireFromSite = createRequire(path.join(ROOT, 'package.json'));

/** The versions these contracts were last checked against; a bump fails here until a reviewer re-checks them. */
const WRITTEN_AGAINST: Record<string, string> = {
  'docusaurus-theme-openapi-docs': '5.2.0',
  'docusaurus-plugin-openapi-docs': '5.2.0',
};

// ---------------------------------------------------------------------------------------------------
// Reading source files

const parsed = new Map<string, ts.SourceFile>();

function source(file: string): ts.SourceFile {
  let sf = parsed.get(file);
  if (!sf) {
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
    sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
    parsed.set(file, sf);
  }
  return sf;
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

function firstExisting(candidates: string[]): string | null {
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

/** The theme's compiled module behind `@theme/<name>` (lib/theme/<name>.js or <name>/index.js). */
function upstreamModule(name: string): string | null {
  return firstExisting([path.join(THEME_LIB, `${name}.js`), path.join(THEME_LIB, name, 'index.js')]);
}

/** This site's module behind `@theme/<name>`, if it replaces the theme's. */
function overlayModule(name: string): string | null {
  return firstExisting(['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => path.join(OVERLAY, `${name}${ext}`)));
}

function listFiles(dir: string, keep: (file: string) => boolean): string[] {
  return fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).map((f) => path.join(dir, f)).filter((f) => fs.statSync(f).isFile() && keep(f));
}

/** `@theme/...` name of a compiled theme file: ApiExplorer/Request/index.js -> ApiExplorer/Request. */
function aliasOf(file: string): string {
  return path.relative(THEME_LIB, file).replace(/\\/g, '/').replace(/\.js$/, '').replace(/\/index$/, '');
}

/** Export names of a compiled CommonJS module: `exports.x = ...` and `Object.defineProperty(exports, "x", ...)`. */
function jsExports(file: string): Set<string> {
  const names = new Set<string>();
  walk(source(file), (node) => {
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(node.left)) {
      if (ts.isIdentifier(node.left.expression) && node.left.expression.text === 'exports') names.add(node.left.name.text);
    }
    if (ts.isCallExpression(node) && node.expression.getText() === 'Object.defineProperty' && node.arguments[0]?.getText() === 'exports') {
      const name = node.arguments[1];
      if (name && ts.isStringLiteral(name)) names.add(name.text);
    }
  });
  names.delete('__esModule');
  return names;
}

/** Value exports of a TypeScript module of the overlay (types and interfaces left out). */
function tsExports(file: string): Set<string> {
  const names = new Set<string>();
  for (const statement of source(file).statements) {
    const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
    const exported = modifiers.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    const isDefault = modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
    if (ts.isExportAssignment(statement)) names.add('default');
    else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) if (!element.isTypeOnly) names.add(element.name.text);
    } else if (exported && (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement))) {
      names.add(isDefault ? 'default' : (statement.name?.text ?? 'default'));
    } else if (exported && ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
    }
  }
  return names;
}

/** The module a compiled expression requires (`require("x")`, `__importDefault(require("x"))`, `require("x").default`). */
function requiredModule(expression: ts.Node): string | undefined {
  let found: string | undefined;
  const visit = (node: ts.Node) => {
    if (found !== undefined || ts.isFunctionLike(node)) return;
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'require') {
      const arg = node.arguments[0];
      if (arg && ts.isStringLiteral(arg)) found = arg.text;
      return;
    }
    node.forEachChild(visit);
  };
  visit(expression);
  return found;
}

interface Binding {
  module: string;
  /** Set when the variable already holds one export (`X = require("m").default`). */
  member?: string;
}

/** Variables of a compiled module bound to required modules. */
function requireBindings(file: string): Map<string, Binding> {
  const bindings = new Map<string, Binding>();
  const bind = (name: ts.Node, value: ts.Expression) => {
    if (!ts.isIdentifier(name)) return;
    const module = requiredModule(value);
    if (module === undefined) return;
    const member = ts.isPropertyAccessExpression(value) && requiredModule(value.expression) === module ? value.name.text : undefined;
    bindings.set(name.text, {module, member});
  };
  walk(source(file), (node) => {
    if (ts.isVariableDeclaration(node) && node.initializer) bind(node.name, node.initializer);
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken) bind(node.left, node.right);
  });
  return bindings;
}

/** The names a compiled module takes from `module` (`binding.name` reads). */
function namesTakenFrom(file: string, module: string): string[] {
  const bindings = requireBindings(file);
  const names: string[] = [];
  for (const binding of bindings.values()) if (binding.module === module && binding.member) names.push(binding.member);
  walk(source(file), (node) => {
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      const binding = bindings.get(node.expression.text);
      if (binding?.module === module && !binding.member) names.push(node.name.text);
    }
  });
  return sorted(names);
}

/**
 * Props a compiled module passes to `module`'s export `name` in `createElement(...)` calls
 * (`children` for child arguments, `...` for a spread), or null when it renders none.
 */
function propsPassedTo(file: string, module: string, name: string): string[] | null {
  const bindings = requireBindings(file);
  const isTarget = (node: ts.Node | undefined) => {
    if (!node) return false;
    if (ts.isIdentifier(node)) return bindings.get(node.text)?.module === module && bindings.get(node.text)?.member === name;
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      const binding = bindings.get(node.expression.text);
      return binding?.module === module && !binding.member && node.name.text === name;
    }
    return false;
  };
  let rendered = false;
  const props: string[] = [];
  walk(source(file), (node) => {
    if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression) || node.expression.name.text !== 'createElement') return;
    if (!isTarget(node.arguments[0])) return;
    rendered = true;
    const attributes = node.arguments[1];
    if (attributes && ts.isObjectLiteralExpression(attributes)) {
      for (const property of attributes.properties) props.push(ts.isSpreadAssignment(property) ? '...' : (property.name?.getText() ?? '?'));
    }
    if (node.arguments.length > 2) props.push('children');
  });
  return rendered ? sorted(props) : null;
}

function functionNamed(sf: ts.SourceFile, name: string): ts.FunctionLikeDeclaration | undefined {
  let found: ts.FunctionLikeDeclaration | undefined;
  walk(sf, (node) => {
    if (found) return;
    if (ts.isFunctionDeclaration(node) && node.name?.text === name) found = node;
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name && node.initializer) {
      if (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer)) found = node.initializer;
    }
  });
  return found;
}

/** The function a compiled module exports as `name`, through wrappers such as `withLive(App)`. */
function exportedFunction(file: string, name: string): ts.FunctionLikeDeclaration | undefined {
  const sf = source(file);
  let target: ts.Expression | undefined;
  walk(sf, (node) => {
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && node.left.getText() === `exports.${name}`) {
      if (!(ts.isVoidExpression(node.right) || ts.isBinaryExpression(node.right))) target = node.right;
    }
  });
  if (!target) {
    // A re-export: Object.defineProperty(exports, "name", {get: () => other_1.name}) with other_1 = require("./other").
    const bindings = requireBindings(file);
    let from: string | undefined;
    walk(sf, (node) => {
      if (ts.isCallExpression(node) && node.expression.getText() === 'Object.defineProperty' && node.arguments[1]?.getText() === `"${name}"`) {
        walk(node.arguments[2]!, (inner) => {
          if (ts.isPropertyAccessExpression(inner) && ts.isIdentifier(inner.expression) && inner.name.text === name) from = bindings.get(inner.expression.text)?.module;
        });
      }
    });
    const other = from?.startsWith('.') ? firstExisting([path.resolve(path.dirname(file), `${from}.js`), path.resolve(path.dirname(file), from, 'index.js')]) : null;
    return other ? exportedFunction(other, name) : undefined;
  }
  for (let i = 0; target && i < 5; i++) {
    if (ts.isArrowFunction(target) || ts.isFunctionExpression(target)) return target;
    if (ts.isIdentifier(target)) {
      const fn = functionNamed(sf, target.text);
      if (fn) return fn;
      let init: ts.Expression | undefined;
      walk(sf, (node) => {
        if (ts.isVariableDeclaration(node) && node.name.getText() === target?.getText() && node.initializer) init = node.initializer;
      });
      target = init;
    } else if (ts.isCallExpression(target)) {
      target = target.arguments.find((a) => ts.isIdentifier(a) || ts.isArrowFunction(a) || ts.isFunctionExpression(a));
    } else {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Props a function component reads from its first parameter: the destructured names, or `props.x`
 * reads; null when it passes the rest on (`...rest`, `{...props}`), so it takes any prop.
 */
function propsRead(fn: ts.FunctionLikeDeclaration, sf: ts.SourceFile): string[] | null {
  const param = fn.parameters[0];
  if (!param) return [];
  if (ts.isObjectBindingPattern(param.name)) {
    if (param.name.elements.some((e) => e.dotDotDotToken)) return null;
    return sorted(param.name.elements.map((e) => (e.propertyName ?? e.name).getText()));
  }
  const local = param.name.getText();
  // A TypeScript component typed by an interface of the same file: its members.
  if (param.type && ts.isTypeReferenceNode(param.type)) {
    const typeName = param.type.typeName.getText();
    const declaration = sf.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === typeName);
    if (declaration) return sorted(declaration.members.filter(ts.isPropertySignature).map((m) => m.name.getText()));
  }
  const names: string[] = [];
  let spread = false;
  walk(fn.body ?? fn, (node) => {
    if (ts.isPropertyAccessExpression(node) && node.expression.getText() === local) names.push(node.name.text);
    if ((ts.isSpreadAssignment(node) || ts.isJsxSpreadAttribute(node)) && node.expression.getText() === local) spread = true;
    if (ts.isVariableDeclaration(node) && node.initializer?.getText() === local && ts.isObjectBindingPattern(node.name)) {
      for (const e of node.name.elements) names.push((e.propertyName ?? e.name).getText());
    }
  });
  return spread ? null : sorted(names);
}

/** The theme's module a specifier of the site's code reaches, or null when it is not the theme's. */
function upstreamTarget(spec: string): {file: string | null; name: string} | null {
  if (spec.startsWith('@theme-original/')) {
    // The openapi theme's when it has the module, or when the overlay replaces one of its modules
    // by that name (then a missing file is reported); theme-classic's otherwise.
    const name = spec.slice('@theme-original/'.length);
    const file = upstreamModule(name);
    return file || name in CONTRACTS ? {file, name} : null;
  }
  if (spec.startsWith('@theme/')) {
    const name = spec.slice('@theme/'.length);
    if (overlayModule(name)) return null;
    const file = upstreamModule(name);
    return file ? {file, name} : null; // Not the openapi theme's: theme-classic's.
  }
  if (spec.startsWith('docusaurus-theme-openapi-docs/')) {
    const file = path.join(ROOT, 'node_modules', spec);
    return {file: firstExisting([file, `${file}.js`, path.join(file, 'index.js')]), name: spec};
  }
  return null;
}

interface SiteImport {
  file: string;
  spec: string;
  /** Value names imported ('default' for a default import); type-only names are left to tsc. */
  names: string[];
  /** Local identifier -> imported name, for the JSX check. */
  locals: Map<string, string>;
}

/** The imports of a TypeScript module of the site, static and dynamic (`const {x} = await import('m')`). */
function siteImports(file: string): SiteImport[] {
  const imports: SiteImport[] = [];
  const sf = source(file);
  for (const statement of sf.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const entry: SiteImport = {file, spec: statement.moduleSpecifier.text, names: [], locals: new Map()};
    const clause = statement.importClause;
    if (clause && !clause.isTypeOnly) {
      if (clause.name) {
        entry.names.push('default');
        entry.locals.set(clause.name.text, 'default');
      }
      if (clause.namedBindings && ts.isNamedImports(clause.namedBindings)) {
        for (const element of clause.namedBindings.elements) {
          if (element.isTypeOnly) continue;
          const imported = (element.propertyName ?? element.name).text;
          entry.names.push(imported);
          entry.locals.set(element.name.text, imported);
        }
      }
    }
    imports.push(entry);
  }
  walk(sf, (node) => {
    if (!ts.isCallExpression(node) || node.expression.kind !== ts.SyntaxKind.ImportKeyword) return;
    const arg = node.arguments[0];
    if (!arg || !ts.isStringLiteral(arg)) return;
    const entry: SiteImport = {file, spec: arg.text, names: [], locals: new Map()};
    const declaration = ts.isAwaitExpression(node.parent) ? node.parent.parent : undefined;
    if (declaration && ts.isVariableDeclaration(declaration) && ts.isObjectBindingPattern(declaration.name)) {
      for (const e of declaration.name.elements) entry.names.push((e.propertyName ?? e.name).getText());
    }
    imports.push(entry);
  });
  return imports;
}

/** Props the site passes in JSX to components bound to `locals` (`children` for element children). */
function jsxProps(file: string, locals: Map<string, string>): {component: string; imported: string; props: string[]}[] {
  const uses: {component: string; imported: string; props: string[]}[] = [];
  walk(source(file), (node) => {
    const opening = ts.isJsxElement(node) ? node.openingElement : ts.isJsxSelfClosingElement(node) ? node : undefined;
    if (!opening) return;
    const tag = opening.tagName.getText();
    const imported = locals.get(tag);
    if (imported === undefined) return;
    const props = opening.attributes.properties.map((p) => (ts.isJsxSpreadAttribute(p) ? '...' : p.name.getText())).filter((p) => p !== 'key');
    if (ts.isJsxElement(node) && node.children.some((c) => !(ts.isJsxText(c) && c.containsOnlyTriviaWhiteSpaces))) props.push('children');
    uses.push({component: tag, imported, props: sorted(props)});
  });
  return uses;
}

// ---------------------------------------------------------------------------------------------------
// The contracts, per replaced module

interface Contract {
  /** Names live theme modules import from this module (by importing file); the overlay must export each. */
  importedBy: Record<string, string[]>;
  /** Props live theme modules pass when they render this module's default export, by file. */
  renderedBy?: Record<string, string[]>;
  /** Props the plugin's page generator writes on this element in every operation page. */
  mdxProps?: string[];
  /** Props the overlay's default export reads; each must be passed by some caller above (or by the site). */
  reads?: string[];
  /** Callers inside the site, when no upstream module renders it any more. */
  siteCallers?: string[];
}

const CONTRACTS: Record<string, Contract> = {
  // Redux slices: the explorer's store (ApiItem/store.js) combines the reducers; MimeTabs and the
  // schema view dispatch through the action creators.
  'ApiExplorer/Accept/slice': {importedBy: {'ApiItem/store.js': ['default'], 'MimeTabs/index.js': ['setAccept']}},
  'ApiExplorer/ContentType/slice': {importedBy: {'ApiItem/store.js': ['default'], 'MimeTabs/index.js': ['setContentType']}},
  'ApiExplorer/SchemaSelection/slice': {importedBy: {'ApiItem/store.js': ['default'], 'Schema/index.js': ['setSchemaSelection']}},
  // The theme's Request and Response (replaced) were the only users of its actions.
  'ApiExplorer/Response/slice': {importedBy: {'ApiItem/store.js': ['default']}},
  // Every explorer part and the schema views select and dispatch through these two hooks.
  'ApiItem/hooks': {
    importedBy: {
      'ApiExplorer/Accept/index.js': ['useTypedDispatch', 'useTypedSelector'],
      'ApiExplorer/Authorization/index.js': ['useTypedDispatch', 'useTypedSelector'],
      'ApiExplorer/Body/FileArrayFormBodyItem/index.js': ['useTypedDispatch'],
      'ApiExplorer/Body/FormBodyItem/index.js': ['useTypedDispatch'],
      'ApiExplorer/Body/index.js': ['useTypedDispatch', 'useTypedSelector'],
      'ApiExplorer/ContentType/index.js': ['useTypedDispatch', 'useTypedSelector'],
      'ApiExplorer/EncodingSelection/useResolvedEncoding.js': ['useTypedSelector'],
      'ApiExplorer/ParamOptions/ParamFormItems/ParamArrayFormItem.js': ['useTypedDispatch'],
      'ApiExplorer/ParamOptions/ParamFormItems/ParamBooleanFormItem.js': ['useTypedDispatch'],
      'ApiExplorer/ParamOptions/ParamFormItems/ParamMultiSelectFormItem.js': ['useTypedDispatch', 'useTypedSelector'],
      'ApiExplorer/ParamOptions/ParamFormItems/ParamSelectFormItem.js': ['useTypedDispatch'],
      'ApiExplorer/ParamOptions/ParamFormItems/ParamTextFormItem.js': ['useTypedDispatch'],
      'ApiExplorer/ParamOptions/index.js': ['useTypedSelector'],
      'ApiExplorer/SecuritySchemes/index.js': ['useTypedSelector'],
      'ApiExplorer/Server/index.js': ['useTypedDispatch', 'useTypedSelector'],
      'MimeTabs/index.js': ['useTypedDispatch', 'useTypedSelector'],
      'Schema/index.js': ['useTypedDispatch'],
    },
  },
  // The explorer renders these three with the operation (the fetched JSON).
  'ApiExplorer/CodeSnippets': {
    importedBy: {'ApiExplorer/index.js': ['default']},
    // maskCredentials and codeSamples (x-codeSamples) are deliberately not used: the spec has no
    // x-codeSamples, and the samples show a placeholder token.
    renderedBy: {'ApiExplorer/index.js': ['codeSamples', 'maskCredentials', 'postman', 'requestBody']},
    reads: ['requestBody'],
  },
  'ApiExplorer/Request': {importedBy: {'ApiExplorer/index.js': ['default']}, renderedBy: {'ApiExplorer/index.js': ['item']}, reads: ['item']},
  'ApiExplorer/Response': {importedBy: {'ApiExplorer/index.js': ['default']}, renderedBy: {'ApiExplorer/index.js': ['item']}, reads: ['item']},
  // Rendered by the site's Request only (the theme's Request is replaced); it wraps the theme's Body.
  'ApiExplorer/Body': {importedBy: {}, siteCallers: ['ApiExplorer/Request/index.tsx'], reads: ['jsonRequestBodyExample', 'requestBodyMetadata', 'required']},
  // Written by the page generator into every operation page (MDX), not rendered by the theme.
  'ApiExplorer/MethodEndpoint': {importedBy: {}, mdxProps: ['context', 'method', 'path'], reads: ['context', 'method', 'path']},
  ParamsDetails: {importedBy: {}, mdxProps: ['parameters'], reads: ['parameters']},
  RequestSchema: {importedBy: {}, mdxProps: ['body', 'title'], reads: ['body', 'style', 'title']},
  StatusCodes: {importedBy: {}, mdxProps: ['id', 'label', 'responses'], reads: ['id', 'label', 'responses']},
  // The theme's StatusCodes (replaced) rendered it; now the site's StatusCodes does.
  ResponseSchema: {importedBy: {}, siteCallers: ['StatusCodes/index.tsx'], reads: ['body', 'style', 'title']},
  // Docusaurus renders it for every page of the API docs instance (docItemComponent, config/openapi.ts).
  ApiItem: {importedBy: {}},
  // Descriptions everywhere in the schema views, parameters and examples.
  Markdown: {
    importedBy: {
      'ApiExplorer/Body/index.js': ['default'],
      'ParamsItem/index.js': ['default'],
      'ResponseExamples/index.js': ['default'],
      'Schema/index.js': ['default'],
      'SchemaItem/index.js': ['default'],
    },
    renderedBy: {
      'ApiExplorer/Body/index.js': ['children'],
      'ParamsItem/index.js': ['children'],
      'ResponseExamples/index.js': ['children', 'className'],
      'Schema/index.js': ['children'],
      'SchemaItem/index.js': ['children'],
    },
    reads: ['children', 'className'],
  },
  ArrayBrackets: {importedBy: {'Schema/index.js': ['ClosingArrayBracket', 'OpeningArrayBracket']}},
};

// ---------------------------------------------------------------------------------------------------
// The overlay and the theme modules around it

const upstreamFiles = listFiles(THEME_LIB, (f) => f.endsWith('.js'));
const replaced = sorted(upstreamFiles.map(aliasOf).filter((name) => overlayModule(name) !== null));

/** Non-test TypeScript of the site that may import the theme: the overlay and the components it uses. */
const siteFiles = [...listFiles(OVERLAY, (f) => /\.tsx?$/.test(f)), ...listFiles(path.join(ROOT, 'src/components'), (f) => /\.tsx?$/.test(f))].filter(
  (f) => !/\.test\.tsx?$/.test(f),
);
const allSiteImports = siteFiles.flatMap(siteImports);

/** Theme modules that run on the site: those not replaced, and replaced ones the overlay wraps (`@theme-original/...`). */
const wrapped = sorted(allSiteImports.filter((i) => i.spec.startsWith('@theme-original/') && upstreamTarget(i.spec)).map((i) => i.spec.slice('@theme-original/'.length)));
const liveUpstreamFiles = upstreamFiles.filter((f) => !replaced.includes(aliasOf(f)) || wrapped.includes(aliasOf(f)));

const rel = (file: string) => path.relative(THEME_LIB, file).replace(/\\/g, '/');

/** For each live theme module that imports `@theme/<name>`: the names it takes. */
function importersOf(name: string, files = liveUpstreamFiles): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const file of files) {
    if (!fs.readFileSync(file, 'utf8').includes(`"@theme/${name}"`)) continue;
    if ([...requireBindings(file).values()].some((b) => b.module === `@theme/${name}`)) result[rel(file)] = namesTakenFrom(file, `@theme/${name}`);
  }
  return result;
}

/** Names the importers take that the overlay's module does not export. */
function missingFromOverlay(name: string, importers: Record<string, string[]>): string[] {
  const exported = tsExports(overlayModule(name)!);
  return sorted(Object.values(importers).flat().filter((n) => !exported.has(n)));
}

/** Props passed to a theme module's export that its component does not read (none when it passes its props on). */
function propsNotRead(file: string, exportName: string, passed: string[]): string[] | 'component not found' {
  const fn = exportedFunction(file, exportName);
  if (!fn) return 'component not found';
  const accepted = propsRead(fn, source(file));
  return accepted === null ? [] : passed.filter((p) => p !== '...' && !accepted.includes(p));
}

type Action = {type: string; payload?: unknown};
type Reducer = (state: unknown, action: Action) => unknown;
interface UpstreamSlice {
  slice: {name: string; actions: Record<string, (payload?: unknown) => Action>};
  default: Reducer;
}

/**
 * Where the overlay's slice answers the theme's action creators differently from the theme's own
 * reducer: action names, action objects, initial state, and the state after each sample action.
 */
function sliceMismatches(upstream: UpstreamSlice, overlay: Record<string, unknown>, sample: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const ours = overlay.default as Reducer;
  const init = {type: '@@contract/init'};
  const names = Object.keys(upstream.slice.actions).sort();
  if (JSON.stringify(names) !== JSON.stringify(Object.keys(sample).sort())) problems.push(`actions are now ${names.join(', ')}`);
  if (JSON.stringify(ours(undefined, init)) !== JSON.stringify(upstream.default(undefined, init))) problems.push('initial state differs');
  for (const name of names) {
    const theirs = upstream.slice.actions[name]!(sample[name]);
    const creator = overlay[name] as ((payload?: unknown) => Action) | undefined;
    if (typeof creator !== 'function') problems.push(`no ${name} action creator`);
    else if (JSON.stringify(creator(sample[name])) !== JSON.stringify(theirs)) problems.push(`${name} makes another action than ${theirs.type}`);
    const after = (reducer: Reducer) => JSON.stringify(reducer(reducer(undefined, init), theirs));
    if (after(ours) !== after(upstream.default)) problems.push(`${theirs.type} leaves another state`);
  }
  return problems;
}

/** For each live theme module that renders `@theme/<name>`: the props it passes. */
function renderersOf(name: string, files = liveUpstreamFiles): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const file of files) {
    const props = propsPassedTo(file, `@theme/${name}`, 'default');
    if (props) result[rel(file)] = props;
  }
  return result;
}

let generated: string | undefined;

/** The plugin's generator output for one operation (with a callback), as the pages under docs/api are made. */
function generatedOperationPage(): string {
  generated ??= generateOperationPage();
  return generated;
}

function generateOperationPage(): string {
  const {createApiPageMD} = requireFromSite('docusaurus-plugin-openapi-docs/lib/markdown') as {createApiPageMD: (args: unknown) => string};
  const json = {'application/json': {schema: {type: 'object', properties: {a: {type: 'string'}}}}};
  return createApiPageMD({
    title: 'Operation',
    api: {
      method: 'post',
      path: '/things/{id}',
      description: 'Text.',
      parameters: [{name: 'id', in: 'path', required: true, schema: {type: 'string'}}],
      requestBody: {content: json},
      responses: {'200': {description: 'OK', content: json}},
      callbacks: {onEvent: {'{$request.body#/url}': {post: {requestBody: {content: json}, responses: {'200': {description: 'OK'}}}}}},
    },
    infoPath: 'docs/api/info',
    frontMatter: {},
  });
}

/** Props of each `<Tag ...>` in generated MDX (the generator writes one `name={...}` per line). */
function mdxProps(mdx: string, tag: string): string[] | null {
  const props: string[] = [];
  let found = false;
  for (const match of mdx.matchAll(new RegExp(`<${tag}\\n([\\s\\S]*?)\\n\\s*>`, 'g'))) {
    found = true;
    for (const prop of match[1]!.matchAll(/^\s+(\w+)=\{/gm)) props.push(prop[1]!);
  }
  return found ? sorted(props) : null;
}

// ---------------------------------------------------------------------------------------------------

describe('pinned upstream versions', () => {
  const site = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {dependencies: Record<string, string>};

  it.each(Object.entries(WRITTEN_AGAINST))('%s is installed and pinned at %s, the version these contracts were checked against', (name, version) => {
    const installed = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {version: string};
    expect(site.dependencies[name], 'package.json pins an exact version').toBe(version);
    expect(installed.version, 'node_modules holds the pinned version').toBe(version);
  });

  it('the theme and the site share one copy of react-hook-form and postman-collection', () => {
    // The site's Request provides the form context (FormProvider) the theme's form parts read, and
    // builds the postman Request that the theme's buildPostmanRequest fills in: one copy each.
    for (const name of ['react-hook-form', 'postman-collection']) {
      expect(requireFromSite.resolve(name, {paths: [path.join(THEME_LIB, 'ApiExplorer')]}), name).toBe(requireFromSite.resolve(name));
    }
  });
});

describe('the overlay', () => {
  it('replaces exactly the modules that have a contract here', () => {
    expect(replaced).toEqual(Object.keys(CONTRACTS).sort());
  });

  it('wraps (`@theme-original/...`) only the theme’s Body', () => {
    expect(wrapped).toEqual(['ApiExplorer/Body']);
    for (const name of wrapped) expect(upstreamModule(name), name).not.toBeNull();
  });
});

describe.each(Object.entries(CONTRACTS))('%s', (name, contract) => {
  it('still exists in the theme, so the overlay still replaces something', () => {
    expect(upstreamModule(name)).not.toBeNull();
  });

  it('exports every name the theme’s live modules import from it', () => {
    const importers = importersOf(name);
    expect(importers, 'theme modules that import it, and what they take').toEqual(contract.importedBy);
    expect(missingFromOverlay(name, importers), `not exported by src/theme/${name}`).toEqual([]);
  });

  it('is rendered with the props it reads', () => {
    expect(renderersOf(name), 'props the theme passes').toEqual(contract.renderedBy ?? {});
    const page = generatedOperationPage();
    const tag = name.split('/').pop()!;
    expect(mdxProps(page, tag), 'props the page generator writes').toEqual(contract.mdxProps ?? null);
    for (const caller of contract.siteCallers ?? []) {
      expect(fs.readFileSync(path.join(OVERLAY, caller), 'utf8'), caller).toMatch(new RegExp(`<${tag}\\b`));
    }
    const file = overlayModule(name)!;
    const fn = source(file).statements.find(
      (s): s is ts.FunctionDeclaration => ts.isFunctionDeclaration(s) && (ts.getModifiers(s) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword),
    );
    if (contract.reads === undefined) return;
    const reads = fn ? propsRead(fn, source(file)) : null;
    expect(reads, `props src/theme/${name} reads`).toEqual(contract.reads);
    if (contract.siteCallers) return;
    const passed = new Set([...Object.values(contract.renderedBy ?? {}).flat(), ...(contract.mdxProps ?? [])]);
    // `style` is the theme's own optional prop of the body views, passed by nobody on these pages.
    expect(contract.reads.filter((p) => !passed.has(p) && p !== 'style'), 'read but passed by no caller').toEqual([]);
  });
});

describe('what the overlay imports from the theme', () => {
  const upstreamImports = allSiteImports.map((i) => ({...i, target: upstreamTarget(i.spec)})).filter((i) => i.target !== null);

  it('every imported module exists, with every name imported from it', () => {
    const problems: string[] = [];
    for (const i of upstreamImports) {
      const where = `${path.relative(ROOT, i.file)}: ${i.spec}`;
      if (!i.target!.file) {
        problems.push(`${where} is gone`);
        continue;
      }
      if (!i.target!.file.endsWith('.js')) continue; // a stylesheet
      const exported = jsExports(i.target!.file);
      for (const n of i.names) if (!exported.has(n)) problems.push(`${where} no longer exports ${n}`);
      // The package's own types must be there too: src/types points the alias at them.
      if (i.spec.startsWith('@theme/') && !fs.existsSync(i.target!.file.replace(/\.js$/, '.d.ts'))) {
        problems.push(`${where} ships no .d.ts`);
      }
    }
    expect(problems).toEqual([]);
    expect(upstreamImports.length).toBeGreaterThan(20);
  });

  /** Props the theme's component itself does not read, and why the overlay passes them anyway. */
  const NOT_READ_BY_THE_COMPONENT: Record<string, {prop: string; why: string; check: () => boolean}[]> = {
    '@theme/TabItem': [
      {
        prop: 'label',
        why: 'the parent tabs read it from their children',
        check: () => /props: \{ value, label,/.test(fs.readFileSync(path.join(THEME_LIB, 'utils/tabsUtils.js'), 'utf8')),
      },
    ],
    '@theme/SchemaItem': [
      // In the package's Props (.d.ts) but not read by its JavaScript; the overlay passes false.
      {
        prop: 'discriminator',
        why: 'declared, unused upstream',
        check: () => !/\bdiscriminator\b/.test(fs.readFileSync(path.join(THEME_LIB, 'SchemaItem/index.js'), 'utf8')),
      },
    ],
  };

  it('every prop the overlay passes to a theme component is one the component reads', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const i of upstreamImports) {
      if (!i.target!.file?.endsWith('.js') || !i.file.endsWith('.tsx')) continue;
      const excused = (NOT_READ_BY_THE_COMPONENT[i.spec] ?? []).map((e) => e.prop);
      for (const use of jsxProps(i.file, i.locals)) {
        checked++;
        const unread = propsNotRead(i.target!.file, use.imported, use.props);
        const unexcused = typeof unread === 'string' ? [unread] : unread.filter((p) => !excused.includes(p));
        if (unexcused.length > 0) problems.push(`${path.relative(ROOT, i.file)}: <${use.component}> ${i.spec}: ${unexcused.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });

  it('the props excused above are still read elsewhere, or still unused, as their reasons say', () => {
    for (const [spec, exceptions] of Object.entries(NOT_READ_BY_THE_COMPONENT)) {
      for (const e of exceptions) expect(e.check(), `${spec} ${e.prop}: ${e.why}`).toBe(true);
    }
  });

  it('the theme’s Body, which the overlay’s Body falls back to, reads the props it is handed', () => {
    const file = path.join(THEME_LIB, 'ApiExplorer/Body/index.js');
    expect(propsNotRead(file, 'default', CONTRACTS['ApiExplorer/Body']!.reads!)).toEqual([]);
  });

  it('the theme’s code tabs stylesheet, loaded with the explorer, is still there', () => {
    expect(fs.existsSync(path.join(THEME_LIB, 'ApiExplorer/CodeTabs/_CodeTabs.scss'))).toBe(true);
  });
});

describe('the explorer’s store', () => {
  const storeFile = path.join(THEME_LIB, 'ApiItem/store.js');
  const seeded = Object.keys(initialExplorerState({method: 'get', path: '/'}, {auth: {}, storedServer: null, pending: {selections: {}}}));

  /** Keys of the object literal passed to the first call of `callee` in a compiled module. */
  function objectKeysOfCall(file: string, callee: RegExp): string[] {
    let keys: string[] | undefined;
    walk(source(file), (node) => {
      if (keys || !ts.isCallExpression(node) || !callee.test(node.expression.getText())) return;
      const arg = node.arguments[0];
      if (arg && ts.isObjectLiteralExpression(arg)) keys = arg.properties.map((p) => p.name?.getText() ?? '...');
    });
    return sorted(keys ?? []);
  }

  it('the theme’s reducers, the theme’s seeding and the overlay’s seeding have the same slices', () => {
    const reducers = objectKeysOfCall(storeFile, /combineReducers\)?$/);
    expect(reducers).toEqual(['accept', 'auth', 'body', 'contentType', 'encodingSelection', 'params', 'response', 'schemaSelection', 'server']);
    // The theme's ApiItem (replaced) seeded the store in the browser; explorerState.ts does it now.
    expect(objectKeysOfCall(path.join(THEME_LIB, 'ApiItem/index.js'), /createStoreWithState\)?$/)).toEqual(reducers);
    expect(sorted(seeded)).toEqual(reducers);
  });

  it('every slice the live theme modules select from is seeded, and none of them reads the replaced response slice', () => {
    const read = new Map<string, string[]>();
    for (const file of Object.keys(importersOf('ApiItem/hooks'))) {
      walk(source(path.join(THEME_LIB, file)), (node) => {
        if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'state') {
          read.set(node.name.text, [...(read.get(node.name.text) ?? []), file]);
        }
      });
    }
    expect([...read.keys()].filter((key) => !seeded.includes(key))).toEqual([]);
    // The site's Response slice has another shape (phase/response/failure); only replaced modules read it.
    expect(read.get('response') ?? []).toEqual([]);
  });

  // The theme's own Accept, ContentType and schema-branch controls dispatch the theme's action
  // creators (they require "./slice", not the alias), and its persistence middleware matches the
  // action types by string: the overlay's reducers must answer the same actions the same way.
  const slices = [
    {name: 'Accept', overlay: overlayAccept, sample: {setAccept: 'application/xml'}},
    {name: 'ContentType', overlay: overlayContentType, sample: {setContentType: 'application/json'}},
    {name: 'SchemaSelection', overlay: overlaySchemaSelection, sample: {setSchemaSelection: {path: 'requestBody', index: 1}, clearSchemaSelections: undefined}},
  ] as const;

  it.each(slices)('the overlay’s $name slice answers the theme’s own actions as the theme’s slice does', ({name, overlay, sample}) => {
    const upstream = requireFromSite(`docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/${name}/slice.js`) as UpstreamSlice;
    expect(sliceMismatches(upstream, overlay, sample)).toEqual([]);
  });

  it('the persistence middleware still matches the overlay’s action types and stores the server the overlay reads back', () => {
    const middleware = fs.readFileSync(path.join(THEME_LIB, 'ApiExplorer/persistenceMiddleware.js'), 'utf8');
    expect(middleware).toContain(`"${overlayAccept.setAccept('x').type}"`);
    expect(middleware).toContain(`"${overlayContentType.setContentType('x').type}"`);
    expect(middleware).toMatch(/storage\.setItem\("server", action\.payload\)/);
    expect(fs.readFileSync(path.join(OVERLAY, 'ApiItem/LoadedExplorer.tsx'), 'utf8')).toContain("storage.getItem('server')");
  });

  it('the overlay’s Response slice keeps the theme’s action namespace', () => {
    const upstream = requireFromSite('docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Response/slice.js') as {slice: {name: string}};
    expect(overlayResponse.clearResponse().type.startsWith(`${upstream.slice.name}/`)).toBe(true);
    expect(overlayResponse.default(undefined, {type: '@@contract/init'})).toEqual({phase: 'idle'});
  });
});

describe('shapes the replaced modules read', () => {
  /** Member names of an interface in one of the plugin's type files. */
  function interfaceMembers(file: string, name: string): string[] {
    const sf = source(file);
    const declaration = sf.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === name);
    return sorted(declaration?.members.map((m) => m.name?.getText() ?? '') ?? []);
  }

  it('the operation the explorer gets (the plugin’s ApiItem) has the fields Request, Response and explorerState.ts read', () => {
    const fields = [
      ...interfaceMembers(path.join(PLUGIN, 'src/types.d.ts'), 'ApiItem'),
      ...interfaceMembers(path.join(PLUGIN, 'lib/openapi/types.d.ts'), 'OperationObject'),
    ];
    for (const field of ['method', 'path', 'postman', 'jsonRequestBodyExample', 'requestBody', 'parameters', 'responses', 'servers', 'security', 'securitySchemes']) {
      expect(fields, field).toContain(field);
    }
  });

  it('the theme’s ApiItem reads the front matter keys the overlay’s ApiItem reads', () => {
    const read: string[] = [];
    walk(source(path.join(THEME_LIB, 'ApiItem/index.js')), (node) => {
      if (ts.isVariableDeclaration(node) && node.initializer?.getText() === 'frontMatter' && ts.isObjectBindingPattern(node.name)) {
        for (const e of node.name.elements) read.push((e.propertyName ?? e.name).getText());
      }
    });
    expect(sorted(read)).toEqual(['api', 'info_path', 'sample', 'schema']);
    // ... and seeds the credentials and storage as LoadedExplorer.tsx does.
    const createAuth = exportedFunction(path.join(THEME_LIB, 'ApiExplorer/Authorization/slice.js'), 'createAuth');
    expect(createAuth && propsRead(createAuth, source(path.join(THEME_LIB, 'ApiExplorer/Authorization/slice.js')))).toEqual(['options', 'security', 'securitySchemes']);
    expect(fs.readFileSync(path.join(THEME_LIB, 'ApiItem/index.js'), 'utf8')).toMatch(/options\?\.authPersistence \?\? "sessionStorage"/);
  });

  it('the theme’s Request and Response read the front matter and `api` options the overlay’s read', () => {
    // The overlay honours `proxy` and `hide_send_button`; it has a timeout of its own (send.ts) and
    // sends no credentials, so `requestTimeout` and `requestCredentials` (unset in this site's config)
    // are not read. A new option here is a feature the overlay would silently drop.
    const options = {'ApiExplorer/Request/index.js': ['proxy', 'requestCredentials', 'requestTimeout'], 'ApiExplorer/Response/index.js': ['proxy']};
    for (const [file, expected] of Object.entries(options)) {
      const text = fs.readFileSync(path.join(THEME_LIB, file), 'utf8');
      expect(/hide_send_button/.test(text), `${file} reads hide_send_button`).toBe(true);
      expect(/[pP]roxy \?\? themeConfig\.api\?\.proxy/.test(text), `${file}: the front matter's proxy before the option`).toBe(true);
      expect(sorted([...text.matchAll(/themeConfig\.api\?\.(\w+)/g)].map((m) => m[1]!)), file).toEqual(expected);
    }
  });

  it('the theme’s buildPostmanRequest takes the options the overlay’s Request passes', () => {
    const file = path.join(THEME_LIB, 'ApiExplorer/buildPostmanRequest.js');
    const fn = exportedFunction(file, 'default')!;
    const options = fn.parameters[1]!.name;
    const accepted = ts.isObjectBindingPattern(options) ? options.elements.map((e) => e.name.getText()) : [];
    let passed: string[] = [];
    walk(source(path.join(OVERLAY, 'ApiExplorer/Request/index.tsx')), (node) => {
      if (ts.isCallExpression(node) && node.expression.getText() === 'buildPostmanRequest' && node.arguments[1] && ts.isObjectLiteralExpression(node.arguments[1])) {
        passed = node.arguments[1].properties.map((p) => p.name!.getText());
      }
    });
    expect(passed.length).toBeGreaterThan(0);
    expect(sorted(accepted)).toEqual(sorted(passed));
  });

  it('the code samples keep the storage slot of the theme’s language tabs', () => {
    const theirs = fs.readFileSync(path.join(THEME_LIB, 'ApiExplorer/CodeSnippets/index.js'), 'utf8');
    const ours = fs.readFileSync(path.join(OVERLAY, 'ApiExplorer/CodeSnippets/index.tsx'), 'utf8');
    const slot = /STORAGE_SLOT = '([^']+)'/.exec(ours)?.[1];
    expect(slot).toBe('docusaurus.tab.code-samples');
    expect(theirs).toContain(`"${slot}"`);
  });

  it('the theme’s ParamsItem reads the enum descriptions the overlay’s ParamsDetails hands it, from the same extension', () => {
    expect(fs.readFileSync(path.join(THEME_LIB, 'ParamsItem/index.js'), 'utf8')).toMatch(/\{[^}]*\benumDescriptions\b[^}]*\} = param/);
    expect(fs.readFileSync(path.join(THEME_LIB, 'ParamsDetails/index.js'), 'utf8')).toMatch(/enumDescriptions: Object\.entries\(\s*param\?\.schema\?\.\["x-enumDescriptions"\]/);
  });

  it('the theme’s MethodEndpoint took the props the overlay’s takes', () => {
    const file = path.join(THEME_LIB, 'ApiExplorer/MethodEndpoint/index.js');
    expect(propsRead(exportedFunction(file, 'default')!, source(file))).toEqual(CONTRACTS['ApiExplorer/MethodEndpoint']!.reads);
  });
});

describe('src/types/openapi-*.d.ts', () => {
  const typeFiles = listFiles(path.join(ROOT, 'src/types'), (f) => /openapi-.*\.d\.ts$/.test(f));
  const blocks = typeFiles.flatMap((file) =>
    source(file)
      .statements.filter((s): s is ts.ModuleDeclaration => ts.isModuleDeclaration(s) && ts.isStringLiteral(s.name))
      .map((s) => {
        const specs: string[] = [];
        walk(s, (node) => {
          if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) specs.push(node.moduleSpecifier.text);
        });
        return {file, name: s.name.text, specs};
      }),
  );

  it('declares each module once', () => {
    const names = blocks.map((b) => b.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('takes every `@theme/...` alias’s types from the file Docusaurus resolves the alias to', () => {
    const problems: string[] = [];
    for (const block of blocks.filter((b) => b.name.startsWith('@theme/'))) {
      const alias = block.name.slice('@theme/'.length);
      const expected = overlayModule(alias) ? `@site/src/theme/${alias}` : `docusaurus-theme-openapi-docs/lib/theme/${alias}`;
      if (!block.specs.includes(expected)) problems.push(`${block.name} does not take its types from ${expected}`);
      const strangers = block.specs.filter((s) => s !== expected);
      if (strangers.length > 0) problems.push(`${block.name} also imports ${strangers.join(', ')}`);
      const file = overlayModule(alias) ?? firstExisting([path.join(THEME_LIB, `${alias}.d.ts`), path.join(THEME_LIB, alias, 'index.d.ts')]);
      if (!file) problems.push(`${block.name}: ${expected} has no types`);
    }
    expect(problems).toEqual([]);
  });

  it('hand-writes types only for postman-collection', () => {
    // Its own types (types/index.d.ts) are an ambient module its package.json does not point to,
    // which cannot be merged with a narrower declaration (see openapi-explorer.d.ts).
    expect(blocks.filter((b) => !b.name.startsWith('@theme/')).map((b) => b.name)).toEqual(['postman-collection']);
    expect(fs.existsSync(path.join(ROOT, 'node_modules/postman-collection/types/index.d.ts'))).toBe(true);
  });

  it('types, through the aliases, the props the overlay uses (checked by tsc: npm run typecheck)', () => {
    // A renamed or removed prop in the package's .d.ts fails `tsc`; `any` would hide it, so these
    // also check that the alias reached the package's types.
    expectTypeOf<Parameters<typeof Server>[0]>().toEqualTypeOf<{labelId?: string}>();
    expectTypeOf<Parameters<typeof ApiCodeBlock>[0]>().not.toBeAny();
    expectTypeOf<Parameters<typeof ApiCodeBlock>[0]>().toHaveProperty('showLineNumbers');
    expectTypeOf<ReturnType<typeof setStringRawBody>>().toEqualTypeOf<{type: 'body/setStringRawBody'; payload: string}>();
    expectTypeOf<AuthState>().toHaveProperty('selected');
    expectTypeOf<typeof createStorage>().not.toBeAny();
    expectTypeOf<typeof createPersistenceMiddleware>().not.toBeAny();
    expectTypeOf<typeof json2xml>().not.toBeAny();
    expectTypeOf<typeof SchemaExpansionProvider>().not.toBeAny();
    expectTypeOf<Parameters<typeof SchemaTabs>[0]>().toHaveProperty('lazy');
    expectTypeOf<Parameters<typeof MimeTabs>[0]>().toHaveProperty('lazy');
    expectTypeOf<Parameters<typeof MimeTabs>[0]>().toHaveProperty('schemaType');
    expectTypeOf<Parameters<typeof ApiTabs>[0]>().toHaveProperty('lazy');
    expectTypeOf<Parameters<typeof SchemaNode>[0]>().toHaveProperty('schemaPath');
    expectTypeOf<Parameters<typeof SchemaItem>[0]>().toHaveProperty('discriminator');
    expectTypeOf<Parameters<typeof CodeSamples>[0]>().toHaveProperty('example');
  });
});

describe('the checks fail when a contract breaks', () => {
  // Each case edits a copy of a theme module (never node_modules) and runs the same check on it.
  const copies = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-contract-'));
  afterAll(() => fs.rmSync(copies, {recursive: true, force: true}));

  function brokenCopy(file: string, edit: (text: string) => string): string {
    const original = fs.readFileSync(path.join(THEME_LIB, file), 'utf8');
    const edited = edit(original);
    expect(edited, 'the edit applies').not.toBe(original);
    const copy = path.join(copies, file.replace(/\//g, '-'));
    fs.writeFileSync(copy, edited);
    return copy;
  }

  it('a caller that renames a prop', () => {
    const copy = brokenCopy('ApiExplorer/index.js', (text) => text.replace('requestBody: item.requestBody', 'body: item.requestBody'));
    const passed = propsPassedTo(copy, '@theme/ApiExplorer/CodeSnippets', 'default');
    expect(passed).toEqual(['body', 'codeSamples', 'maskCredentials', 'postman']);
    expect(passed).not.toEqual(CONTRACTS['ApiExplorer/CodeSnippets']!.renderedBy!['ApiExplorer/index.js']);
  });

  it('a caller that imports a name the overlay does not export', () => {
    const copy = brokenCopy('Schema/index.js', (text) => text.replaceAll('ArrayBrackets_1.ClosingArrayBracket', 'ArrayBrackets_1.ArrayBracket'));
    expect(missingFromOverlay('ArrayBrackets', {copy: namesTakenFrom(copy, '@theme/ArrayBrackets')})).toEqual(['ArrayBracket']);
  });

  it('a theme component that stops reading a prop the overlay passes', () => {
    const copy = brokenCopy('ApiExplorer/Server/index.js', (text) => text.replace('function Server({ labelId })', 'function Server({ id })'));
    expect(propsNotRead(copy, 'default', ['labelId'])).toEqual(['labelId']);
  });

  it('a slice whose action changes', () => {
    // The theme's Accept slice, as if an upgrade stored the choice under another key.
    type CreateSlice = (options: unknown) => {name: string; actions: UpstreamSlice['slice']['actions']; reducer: Reducer};
    const {createSlice} = requireFromSite('@reduxjs/toolkit') as {createSlice: CreateSlice};
    const changed = createSlice({
      name: 'accept',
      initialState: {},
      reducers: {setAccept: (state: {mediaType?: unknown}, action: Action) => void (state.mediaType = action.payload)},
    });
    expect(sliceMismatches({slice: changed, default: changed.reducer}, overlayAccept, {setAccept: 'application/xml'})).toEqual([
      'accept/setAccept leaves another state',
    ]);
  });
});
