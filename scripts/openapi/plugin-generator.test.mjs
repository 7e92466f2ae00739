import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {cliActionsOf, generatePluginPages, generationCommands} from './plugin-generator.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('cliActionsOf', () => {
  it('records the action of each command a plugin registers, through commander-style chains', async () => {
    const calls = [];
    const plugin = {
      extendCli(cli) {
        cli
          .command('gen-api-docs')
          .description('d')
          .usage('<id>')
          .arguments('<id>')
          .option('-p, --plugin-id <plugin>', 'id')
          .option('--all-versions', 'all')
          .action(async (id, command) => calls.push(['gen', id, command.opts()]));
        cli.command('clean-api-docs').arguments('<id>').action(async (id) => calls.push(['clean', id]));
      },
    };
    const actions = cliActionsOf(plugin);
    expect([...actions.keys()]).toEqual(['gen-api-docs', 'clean-api-docs']);
    await actions.get('gen-api-docs')('petstore', {opts: () => ({})});
    expect(calls).toEqual([['gen', 'petstore', {}]]);
  });

  it('is empty for a plugin without commands', () => {
    expect(cliActionsOf({}).size).toBe(0);
  });

  it("finds the installed openapi plugin's two generation commands", () => {
    const createPlugin = createRequire(path.join(root, 'package.json'))('docusaurus-plugin-openapi-docs').default;
    const plugin = createPlugin({siteDir: root, siteConfig: {presets: [], plugins: []}}, {id: 'openapi', docsPluginId: 'api', config: {}});
    const actions = cliActionsOf(plugin);
    expect(actions.has('gen-api-docs')).toBe(true);
    expect(actions.has('gen-api-docs:version')).toBe(true);
  });
});

describe('generationCommands', () => {
  it('generates each API, then each of its other versions, as `gen-api-docs all --all-versions` does', () => {
    expect(
      generationCommands({
        salesloft: {specPath: 'a.yaml', versions: {'1.0': {specPath: 'b.yaml'}, '0.9': {specPath: 'c.yaml'}}},
        other: {specPath: 'd.yaml'},
      }),
    ).toEqual([
      ['gen-api-docs', 'salesloft'],
      ['gen-api-docs:version', 'salesloft:1.0'],
      ['gen-api-docs:version', 'salesloft:0.9'],
      ['gen-api-docs', 'other'],
    ]);
  });

  it('matches the site configuration: v2.0 and then v1.0', async () => {
    const jiti = createRequire(import.meta.url)('jiti')(fileURLToPath(import.meta.url));
    const {openApiPlugin} = jiti(path.join(root, 'config', 'openapi.ts'));
    expect(generationCommands(openApiPlugin[1].config)).toEqual([
      ['gen-api-docs', 'salesloft'],
      ['gen-api-docs:version', 'salesloft:1.0'],
    ]);
  });
});

describe('generatePluginPages', () => {
  it('refuses to run outside the site folder, which the plugin resolves its output folders against', async () => {
    await expect(generatePluginPages(path.join(os.tmpdir(), 'not-the-site'))).rejects.toThrow(/working directory must be the site/);
  });
});
