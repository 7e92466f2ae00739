import {describe, expect, it} from 'vitest';
import {addPlatformStubs, platformOf} from './platform-stubs.mjs';

describe('platformOf', () => {
  it('reads os, cpu and libc from platform package names', () => {
    expect(platformOf('@swc/core-darwin-arm64')).toEqual({os: ['darwin'], cpu: ['arm64']});
    expect(platformOf('@swc/core-linux-x64-musl')).toEqual({os: ['linux'], cpu: ['x64'], libc: ['musl']});
    expect(platformOf('@rollup/rollup-linux-arm-gnueabihf')).toEqual({os: ['linux'], cpu: ['arm'], libc: ['glibc']});
    expect(platformOf('@rollup/rollup-win32-x64-msvc')).toEqual({os: ['win32'], cpu: ['x64']});
    expect(platformOf('@rollup/rollup-android-arm-eabi')).toEqual({os: ['android'], cpu: ['arm']});
  });
  it('ignores packages that are not platform builds', () => {
    expect(platformOf('fsevents')).toBeNull();
    expect(platformOf('@swc/counter')).toBeNull();
  });
});

describe('addPlatformStubs', () => {
  it('adds only missing platform optionals, with dev flag and platform fields', () => {
    const lock = {
      packages: {
        '': {},
        'node_modules/@swc/core': {version: '1.0.0', dev: true, optionalDependencies: {'@swc/core-linux-x64-gnu': '1.0.0', '@swc/core-darwin-arm64': '1.0.0', fsevents: '2.0.0'}},
        'node_modules/@swc/core-linux-x64-gnu': {version: '1.0.0', optional: true},
      },
    };
    expect(addPlatformStubs(lock)).toEqual(['@swc/core-darwin-arm64@1.0.0']);
    expect(lock.packages['node_modules/@swc/core-darwin-arm64']).toEqual({version: '1.0.0', dev: true, optional: true, os: ['darwin'], cpu: ['arm64']});
    expect(lock.packages['node_modules/fsevents']).toBeUndefined();
    expect(addPlatformStubs(lock)).toEqual([]);
  });
});
