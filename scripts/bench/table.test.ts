import { describe, expect, it } from 'vitest';
import { renderTable } from './table';

describe('renderTable', () => {
  it('pads a Markdown table, right-aligning where asked and escaping pipes', () => {
    expect(
      renderTable(
        ['Name', 'Size'],
        [
          ['/a|b', '1 KB'],
          ['/', '10.5 KB'],
        ],
        ['left', 'right'],
      ),
    ).toBe(
      ['| Name  |    Size |', '| ----- | ------: |', '| /a\\|b |    1 KB |', '| /     | 10.5 KB |'].join(
        '\n',
      ),
    );
  });
});
