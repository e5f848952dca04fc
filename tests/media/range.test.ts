import { parseRange } from '../../server/media/range';

describe('reading a Range header', () => {
  it('serves the whole file when there is no range', () => {
    expect(parseRange(undefined, 1000)).toEqual({ kind: 'whole' });
  });

  it('reads a closed, an open-ended and a suffix range', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ kind: 'partial', start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ kind: 'partial', start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ kind: 'partial', start: 900, end: 999 });
  });

  it('clips a range that runs past the end to the file', () => {
    expect(parseRange('bytes=500-5000', 1000)).toEqual({ kind: 'partial', start: 500, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ kind: 'partial', start: 0, end: 999 });
  });

  it('finds a range that starts past the end, or asks for no bytes, unsatisfiable', () => {
    expect(parseRange('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('ignores what it does not serve: several ranges, other units, nonsense', () => {
    for (const header of ['bytes=0-9,20-29', 'items=0-9', 'bytes=9-5', 'bytes=abc', 'bytes=-', '']) {
      expect(parseRange(header, 1000)).toEqual({ kind: 'whole' });
    }
  });
});
