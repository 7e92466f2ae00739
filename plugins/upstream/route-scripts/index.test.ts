import fs from 'node:fs';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {checkUpstream} from './index';
import {registryModules} from './manifest';
import {fakeSite, installed, removeFakeSites} from '../fake-site';
import {siteDir} from '../check';

afterAll(removeFakeSites);
const core = '@docusaurus/core';
const files = ['lib/server/codegen/codegenRoutes.js', 'lib/webpack/client.js', 'lib/ssg/ssgTemplate.js'];
const coreWith = (changes: Record<string, string>) =>
  fakeSite([], {[core]: Object.fromEntries(files.map((file) => [file, changes[file] ?? installed(core, file)]))});

describe('route-scripts upstream', () => {
  it('is as this plugin expects in the installed Docusaurus', () => {
    expect(() => checkUpstream()).not.toThrow();
    expect(() => checkUpstream(coreWith({}))).not.toThrow();
  });

  it('reads a registry as the installed Docusaurus writes it', () => {
    // The entry template of codegenRoutes.js, filled in.
    const template = /`( {2}"\$\{chunkName\}": \[\(\) => import.*\],)`/.exec(installed(core, files[0]!))![1]!;
    const entry = (chunkName: string, modulePath: string) => template.replaceAll('${chunkName}', chunkName).replaceAll('${modulePath}', modulePath);
    const registry = `export default {\n${entry('17896441', '@theme/DocItem')}\n${entry('c-a', '@site/docs/a.mdx')}};\n`;
    expect(registryModules(registry)).toEqual(new Map([['17896441', '@theme/DocItem'], ['c-a', '@site/docs/a.mdx']]));
    const generated = path.join(siteDir, '.docusaurus', 'registry.js');
    if (fs.existsSync(generated)) expect(registryModules(fs.readFileSync(generated, 'utf8')).size).toBeGreaterThan(0);
  });

  it('fails, naming Docusaurus and its version, when the registry, manifest or SSG lookup changed', () => {
    const changed = (file: string, from: string, to: string) => () => checkUpstream(coreWith({[file]: installed(core, file).replace(from, to)}));
    expect(changed(files[0]!, 'require.resolveWeak("${modulePath}")', 'null')).toThrow(
      /^route-scripts: @docusaurus\/core@9\.9\.9 lib\/server\/codegen\/codegenRoutes\.js has .* 0 times, expected 1 time \(the registry entries registryModules reads\)/,
    );
    expect(changed(files[1]!, "'client-manifest.json'", "'loadable-manifest.json'")).toThrow(
      "route-scripts: @docusaurus/core@9.9.9 lib/webpack/client.js has 'client-manifest.json' 0 times, expected 1 time (the client manifest this plugin adds to)",
    );
    expect(changed(files[2]!, '...Array.from(modules)', '...chunkNames')).toThrow(/lib\/ssg\/ssgTemplate\.js has .* 0 times, expected 1 time \(the SSG's manifest lookup/);
  });
});
