import { describe, expect, it } from 'vitest';
import { csvText } from './download-csv.ts';

describe('csvText', () => {
  it('guards every cell that starts like a formula, over several lines or in fullwidth too, and leaves numbers and other text alone', () => {
    const text = csvText(
      ['Event', 'Checked in'],
      [
        ['=HYPERLINK("http://evil.example")\nsecond line', 3],
        ['\uFF1D1+1', -4],
        ["'quoted", null],
        ['Supper, "with friends"', 0],
      ],
    );
    expect(text).toBe(
      [
        'Event,Checked in',
        `"'=HYPERLINK(""http://evil.example"")\nsecond line",3`,
        "'\uFF1D1+1,-4",
        "''quoted,",
        '"Supper, ""with friends""",0',
      ].join('\r\n'),
    );
  });
});
