/** A Markdown table padded to align in a terminal too (one line per row; `|` in cells escaped). */
export type Align = 'left' | 'right';

export function renderTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  align: readonly Align[] = [],
): string {
  const cells = rows.map((row) => row.map((cell) => cell.replaceAll('|', '\\|')));
  const widths = headers.map((header, column) =>
    Math.max(3, header.length, ...cells.map((row) => (row[column] ?? '').length)),
  );
  const pad = (text: string, column: number) => {
    const width = widths[column] ?? text.length;
    return align[column] === 'right' ? text.padStart(width) : text.padEnd(width);
  };
  const line = (row: readonly string[]) =>
    `| ${headers.map((_, column) => pad(row[column] ?? '', column)).join(' | ')} |`;
  const rule = `| ${widths
    .map((width, column) => (align[column] === 'right' ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width)))
    .join(' | ')} |`;
  return [line(headers), rule, ...cells.map(line)].join('\n');
}
