// PDFs for the tests of charity documents: real ones, from pdfkit or written object by object in
// the shapes other producers save, and broken ones.
import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

/** A real PDF from pdfkit (the receipts' library), with `pages` pages of text. */
export function pdfkitPdf(pages = 1): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false, info: { Title: 'Charity licence' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (let page = 1; page <= pages; page++) doc.addPage().text(`Licence no. 42, page ${page}`);
  doc.end();
  return done;
}

const byteLength = (parts: Buffer[]) => parts.reduce((total, part) => total + part.length, 0);
/** An xref table row: exactly 20 bytes. */
const xrefRow = (offset: number) => `${String(offset).padStart(10, '0')} 00000 n \n`;

/** A PDF 1.4 of these objects, numbered from 1 (the first is the catalog), with a correct xref table. */
export function pdfOfObjects(objects: string[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets = objects.map((body, index) => {
    const offset = byteLength(parts);
    parts.push(Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`));
    return offset;
  });
  const xref = byteLength(parts);
  const rows = offsets.map(xrefRow).join('');
  const trailer = `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  parts.push(Buffer.from(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}${trailer}`));
  return Buffer.concat(parts);
}

/**
 * `pdf` with an incremental update appended, as an editor or a signing tool saves one: a new Info
 * dictionary, then an xref section and a trailer that point back to the original ones.
 */
export function withIncrementalUpdate(pdf: Buffer): Buffer {
  const text = pdf.toString('latin1');
  const size = Number(/\/Size (\d+)/.exec(text.slice(text.lastIndexOf('trailer')))![1]);
  const root = /\/Root (\d+ \d+ R)/.exec(text)![1];
  const previous = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)![1]);
  const object = `${size} 0 obj\n<< /Title (Licence, signed) >>\nendobj\n`;
  const xref = pdf.length + object.length;
  const trailer = `trailer\n<< /Size ${size + 1} /Root ${root} /Info ${size} 0 R /Prev ${previous} >>`;
  const update = `${object}xref\n${size} 1\n${xrefRow(pdf.length)}${trailer}\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.concat([pdf, Buffer.from(update, 'latin1')]);
}

/**
 * A PDF 1.5 whose page sits in a compressed object stream, found through an xref stream. With
 * `declaredObjects` in the millions, the stream's header is a decompression bomb: a few kilobytes
 * that expand to tens of megabytes of numbers for a parser to read.
 */
export function objectStreamPdf(declaredObjects = 1): Buffer {
  const page = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>';
  const header = Buffer.alloc(4 * declaredObjects, ' 0 0');
  header.write('3 0 ');
  const objectStream = deflateSync(Buffer.concat([header, Buffer.from(page)]));
  const parts: Buffer[] = [Buffer.from('%PDF-1.5\n')];
  const offsets: number[] = [];
  const add = (dictionary: string, stream?: Buffer) => {
    offsets.push(byteLength(parts));
    const number = offsets.length;
    if (stream) {
      const withLength = dictionary.replace(/>>$/, `/Length ${stream.length} >>`);
      parts.push(Buffer.from(`${number} 0 obj\n${withLength}\nstream\n`), stream);
      parts.push(Buffer.from('\nendstream\nendobj\n'));
    } else {
      parts.push(Buffer.from(`${number} 0 obj\n${dictionary}\nendobj\n`));
    }
  };
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add('<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  offsets.push(0); // object 3, the page: in object stream 4, at index 0
  add(`<< /Type /ObjStm /N ${declaredObjects} /First ${header.length} /Filter /FlateDecode >>`, objectStream);
  // Xref stream rows: type (1 byte), offset or object stream number (4), generation or index (2).
  const row = (type: number, field2: number, field3: number) => {
    const bytes = Buffer.alloc(7);
    bytes.writeUInt8(type, 0);
    bytes.writeUInt32BE(field2, 1);
    bytes.writeUInt16BE(field3, 5);
    return bytes;
  };
  const xref = byteLength(parts);
  const rows = Buffer.concat([
    row(0, 0, 65535),
    row(1, offsets[0]!, 0),
    row(1, offsets[1]!, 0),
    row(2, 4, 0),
    row(1, offsets[3]!, 0),
    row(1, xref, 0),
  ]);
  add('<< /Type /XRef /Size 6 /W [1 4 2] /Root 1 0 R >>', rows);
  parts.push(Buffer.from(`startxref\n${xref}\n%%EOF\n`));
  return Buffer.concat(parts);
}
