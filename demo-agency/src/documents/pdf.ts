/** A line of text on the page: the font size in points, bold or regular. */
export interface PdfLine {
  text: string;
  size: number;
  bold?: boolean;
  /** Space before the line, in points; a little more than the size when left out. */
  spaceBefore?: number;
}

// A4 in points, with 2 cm margins.
const PAGE = { width: 595, height: 842, margin: 57 };

/**
 * A one-page PDF 1.4 with the standard Helvetica fonts, which every reader has, so nothing is
 * embedded and no library is needed. Text is written in WinAnsi (Windows-1252), which covers
 * French, Dutch and German; titles in the document information are UTF-16.
 */
export function singlePagePdf(title: string, lines: readonly PdfLine[]): Buffer {
  const content = pageContent(lines);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Title <FEFF${Buffer.from(title, 'utf16le').swap16().toString('hex').toUpperCase()}> /Producer (brussels-agency api) >>`,
  ];
  // Everything above is ASCII (text goes in as hex), so string lengths are byte offsets.
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

function pageContent(lines: readonly PdfLine[]): string {
  const commands: string[] = [];
  let y = PAGE.height - PAGE.margin;
  for (const line of lines) {
    // Helvetica averages about half an em per character: wrap before the right margin.
    const perLine = Math.floor((PAGE.width - 2 * PAGE.margin) / (line.size * 0.5));
    y -= line.spaceBefore ?? line.size * 1.25;
    wrap(line.text, perLine).forEach((part, index) => {
      if (index > 0) y -= line.size * 1.25;
      commands.push(`BT /${line.bold ? 'F1' : 'F2'} ${line.size} Tf ${PAGE.margin} ${Math.round(y)} Td <${winAnsiHex(part)}> Tj ET`);
    });
  }
  return commands.join('\n');
}

function wrap(text: string, perLine: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current !== '' && current.length + 1 + word.length > perLine) {
      lines.push(current);
      current = word;
    } else {
      current = current === '' ? word : `${current} ${word}`;
    }
  }
  return [...lines, current];
}

// Windows-1252 differs from Latin-1 in 0x80–0x9F: typographic quotes, dashes, the euro sign.
const WIN_ANSI_EXTRAS: Readonly<Record<string, number>> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89, 'Š': 0x8a,
  '‹': 0x8b, 'Œ': 0x8c, 'Ž': 0x8e, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97,
  '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
};

/** The text in WinAnsi as hex digits; a character outside it becomes '?'. */
export function winAnsiHex(text: string): string {
  return Array.from(text, (character) => {
    const code = character.codePointAt(0) ?? 0x3f;
    const byte = WIN_ANSI_EXTRAS[character] ?? ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) ? code : 0x3f);
    return byte.toString(16).padStart(2, '0').toUpperCase();
  }).join('');
}
