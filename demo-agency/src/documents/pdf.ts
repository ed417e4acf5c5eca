import { PDFDocument, PDFName, StandardFonts, beginText, breakTextIntoLines, endText, moveText, setFontAndSize, showText, type PDFFont } from 'pdf-lib';

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
 * A one-page A4 PDF in the standard Helvetica fonts, which every reader has, so nothing is
 * embedded. They cover WinAnsi (French, Dutch and German); a character outside it is written as '?'.
 */
export async function singlePagePdf(title: string, lines: readonly PdfLine[]): Promise<Buffer> {
  // Without the creation and modification dates pdf-lib stamps by default, the same document is the same bytes.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(title);
  const [regular, bold] = await Promise.all([pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold)]);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  // Fonts under fixed names: \`drawText\` names them anew with a random suffix each time, so the
  // same document would come out as different bytes.
  const fonts = { F1: bold, F2: regular };
  for (const [name, font] of Object.entries(fonts)) page.node.setFontDictionary(PDFName.of(name), font.ref);
  let y = PAGE.height - PAGE.margin;
  for (const line of lines) {
    const [name, font] = line.bold ? ['F1', fonts.F1] : ['F2', fonts.F2];
    const width = (text: string) => font.widthOfTextAtSize(text, line.size);
    y -= line.spaceBefore ?? line.size * 1.25;
    breakTextIntoLines(encodable(line.text, font), [' '], PAGE.width - 2 * PAGE.margin, width).forEach((part, index) => {
      if (index > 0) y -= line.size * 1.25;
      page.pushOperators(beginText(), setFontAndSize(name, line.size), moveText(PAGE.margin, y), showText(font.encodeText(part)), endText());
    });
  }
  return Buffer.from(await pdf.save());
}

/** The text with every character the font cannot write (an emoji, a Polish ł) as '?'. */
function encodable(text: string, font: PDFFont): string {
  const characters = new Set(font.getCharacterSet());
  return Array.from(text, (character) => (characters.has(character.codePointAt(0) ?? 0) ? character : '?')).join('');
}
