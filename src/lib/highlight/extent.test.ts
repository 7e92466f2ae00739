import {describe, expect, it} from 'vitest';
import {codeExtent} from './extent';

describe('codeExtent', () => {
  it('counts one line per source line and the longest line in columns', () => {
    expect(codeExtent('curl -X GET \\\n  https://api.salesloft.com/v2/people')).toEqual({lines: 2, columns: 37});
  });

  it('counts a single line, and an empty block as one empty line', () => {
    expect(codeExtent('npm run sandbox')).toEqual({lines: 1, columns: 15});
    expect(codeExtent('')).toEqual({lines: 1, columns: 0});
  });

  it('counts blank lines, including a trailing one', () => {
    expect(codeExtent('a\n\nbb\n')).toEqual({lines: 4, columns: 2});
  });

  it('expands a tab to the next multiple of eight columns', () => {
    expect(codeExtent('\tx')).toEqual({lines: 1, columns: 9});
    expect(codeExtent('abc\tx')).toEqual({lines: 1, columns: 9});
    expect(codeExtent('abcdefgh\tx')).toEqual({lines: 1, columns: 17});
  });

  it('counts an astral character as one column and ignores a carriage return', () => {
    expect(codeExtent('ok 🎉')).toEqual({lines: 1, columns: 4});
    expect(codeExtent('one\r\ntwo!\r\n')).toEqual({lines: 3, columns: 4});
  });
});
