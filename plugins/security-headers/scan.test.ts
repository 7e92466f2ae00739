import {describe, expect, it} from 'vitest';
import {scanPage} from './scan';

describe('scanPage', () => {
  it('collects inline scripts exactly as written, and skips external scripts and data blocks', () => {
    const html = [
      '<html><head>',
      '<script>!function(){document.documentElement.setAttribute("data-theme","light")}()</script>',
      '<script data-rh=true>if (a < b && c > d) go("&amp;");</script>',
      '<script src=/assets/js/main.js defer></script>',
      '<script type=application/ld+json>{"@type":"BreadcrumbList"}</script>',
      '<script type="module">import "./x.js";</script>',
      '<script type="text/JavaScript">\n  one();\n</script>',
      '</head><body><p>text</p></body></html>',
    ].join('');
    expect(scanPage(html)).toEqual({
      inlineScripts: [
        '!function(){document.documentElement.setAttribute("data-theme","light")}()',
        'if (a < b && c > d) go("&amp;");',
        'import "./x.js";',
        '\n  one();\n',
      ],
      problems: [],
    });
  });

  it('keeps an empty inline script (its hash is still needed)', () => {
    expect(scanPage('<script></script>').inlineScripts).toEqual(['']);
  });

  it('reports what a hash cannot allow', () => {
    const html = [
      '<img src=x.png onerror="steal()">',
      '<a href="JavaScript:void(0)">x</a>',
      '<script src="https://cdn.example.com/lib.js"></script>',
      '<script src="//cdn.example.com/lib.js"></script>',
    ].join('');
    const {problems} = scanPage(html);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/<img> has an inline event handler \(onerror=/);
    expect(problems[1]).toMatch(/<a href> is a javascript: URL/);
    expect(problems[2]).toMatch(/cdn\.example\.com\/lib\.js"> loads code from another origin/);
    expect(problems[3]).toMatch(/another origin/);
  });

  it('does not take an attribute that merely starts with "on" in its value, or text, for a handler', () => {
    expect(scanPage('<div class="onclick" title="onload=1">onclick="x"</div>').problems).toEqual([]);
  });
});
