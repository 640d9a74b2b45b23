import { describe, expect, it } from 'vitest';
import { pathId } from './ids.ts';

describe('the one path id parser', () => {
  it('reads plain positive integers within the database range', () => {
    expect(['1', '42', '007', '2147483647'].map(pathId)).toEqual([1, 42, 7, 2_147_483_647]);
  });

  it('refuses anything else', () => {
    const refused = [
      undefined,
      '',
      '0',
      '-1',
      '+1',
      '1e3',
      '0x10',
      '1.0',
      ' 7',
      '7 ',
      '2147483648',
      '99999999999',
      'abc',
      'Infinity',
      'NaN',
    ];
    expect(refused.map(pathId)).toEqual(refused.map(() => null));
  });
});
