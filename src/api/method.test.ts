import {describe, expect, test} from 'vitest';
import {methodOf} from './method';

describe('methodOf', () => {
  test('reads the method of an operation link from its classes, in either order', () => {
    expect(methodOf('get api-method')).toBe('get');
    expect(methodOf('api-method delete')).toBe('delete');
    expect(methodOf('card padding--lg theme-doc-card-container cardContainer_x post api-method')).toBe('post');
  });

  test('is undefined for anything that is not an operation', () => {
    expect(methodOf(undefined)).toBeUndefined();
    expect(methodOf('get')).toBeUndefined();
    expect(methodOf('api-method')).toBeUndefined();
    expect(methodOf('menu__link api-methodical get')).toBeUndefined();
  });
});
