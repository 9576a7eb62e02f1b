/** Demo pictures drawn as SVG, so the demo needs no outside image host (the storage layer converts them). */
const PALETTE = ['#0f766e', '#1d4ed8', '#b45309', '#7c3aed', '#be123c', '#15803d', '#0369a1', '#a16207'];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

export function posterSvg(title: string, subtitle: string, index: number): string {
  const color = PALETTE[index % PALETTE.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<rect width="800" height="600" fill="${color}"/><circle cx="650" cy="120" r="160" fill="#ffffff22"/>
<circle cx="120" cy="520" r="200" fill="#00000022"/>
<text x="60" y="280" font-family="sans-serif" font-size="46" font-weight="bold" fill="#fff">${escapeXml(title)}</text>
<text x="60" y="340" font-family="sans-serif" font-size="28" fill="#f1f5f9">${escapeXml(subtitle)}</text>
</svg>`;
}

export function noticeSvg(caption: string, date: string, index: number): string {
  const words = caption.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= 26) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const text = lines
    .map(
      (line, i) =>
        `<text x="60" y="${200 + i * 50}" font-family="serif" font-size="38" fill="#111827">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="960" viewBox="0 0 720 960">
<rect width="720" height="960" fill="#fffbeb"/><rect x="20" y="20" width="680" height="920" fill="none" stroke="${PALETTE[index % PALETTE.length]}" stroke-width="12"/>
<text x="60" y="110" font-family="sans-serif" font-size="44" font-weight="bold" fill="#7f1d1d">NOTICE</text>
${text}<text x="60" y="880" font-family="sans-serif" font-size="30" fill="#374151">${escapeXml(date)}</text></svg>`;
}

export function logoSvg(name: string, index: number): string {
  const initials = name
    .split(' ')
    .map((w) => w[0])
    .join('')
    .slice(0, 3)
    .toUpperCase();
  const color = PALETTE[index % PALETTE.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<rect width="400" height="400" fill="#ffffff"/><circle cx="200" cy="170" r="120" fill="${color}"/>
<text x="200" y="205" font-family="sans-serif" font-size="96" font-weight="bold" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>
<text x="200" y="360" font-family="sans-serif" font-size="30" fill="#111827" text-anchor="middle">${escapeXml(name)}</text></svg>`;
}
