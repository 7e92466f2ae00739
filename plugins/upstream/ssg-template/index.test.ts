import {afterAll, describe, expect, it} from 'vitest';
import {UPSTREAM_TEMPLATE} from '../../../config/ssgTemplate';
import {fakeSite, installed, removeFakeSites} from '../fake-site';
import ssgTemplatePlugin, {checkSsgTemplate} from './index';

afterAll(removeFakeSites);
const {package: core, file} = UPSTREAM_TEMPLATE;

describe('ssg-template check', () => {
  it('passes on the installed Docusaurus, whose template the copy was made from', () => {
    expect(() => checkSsgTemplate()).not.toThrow();
    expect(ssgTemplatePlugin().name).toBe('ssg-template');
  });

  it('fails, naming the template file and the version, when the upstream template changed', () => {
    const changed = installed(core, file).replace('<meta charset="UTF-8">', '<meta charset="UTF-8">\\n    <%~ it.newField %>');
    expect(changed).not.toBe(installed(core, file));
    expect(() => checkSsgTemplate(fakeSite([], {[core]: {[file]: changed}}))).toThrow(
      /^config\/ssgTemplate\.ts: the default SSG template of @docusaurus\/core@9\.9\.9 \(lib\/ssg\/ssgTemplate\.html\.js\) differs .* Re-read ssgTemplate/,
    );
  });

  it('fails when the template file is gone', () => {
    expect(() => checkSsgTemplate(fakeSite([], {[core]: {}}))).toThrow(
      'ssg-template: @docusaurus/core@9.9.9 has no lib/ssg/ssgTemplate.html.js (the default template config/ssgTemplate.ts copies); review plugins/upstream/ssg-template',
    );
  });
});
