import { codesScope } from './codes-scope';

describe('codesScope', () => {
  test('some codes: the column is one of them, given as the first parameter', () => {
    expect(codesScope('p.code', ['a', 'b'])).toEqual({ condition: 'p.code = ANY($1::text[])', params: [['a', 'b']] });
  });

  test('all: no condition and no parameter, so the statement is another SQL text with a plan of its own', () => {
    expect(codesScope('p.code', 'all')).toEqual({ condition: 'true', params: [] });
  });
});
