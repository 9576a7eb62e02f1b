import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * Replaces one "## <title>" section of docs/benchmarks.md (up to the next "## " heading), or appends it.
 * Several benchmark scripts write the same file; each owns only its own section.
 */
export function writeSection(file, title, body) {
  const heading = `## ${title}`;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  const section = [heading, '', body.trimEnd(), ''];
  if (start === -1) {
    const head = text.endsWith('\n') ? text : `${text}\n`;
    writeFileSync(file, `${head}\n${section.join('\n')}`);
    return;
  }
  let end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  if (end === -1) end = lines.length;
  const next = lines.slice(end);
  writeFileSync(file, [...lines.slice(0, start), ...section, ...(next.length ? next : [''])].join('\n'));
}
