// The process pdf-check.ts starts for one document: PDF.js parses the bytes it is sent, and the
// answer is whether they hold 1 to `maxPages` pages that all load. Plain JavaScript, so that Node
// runs it as it is, from the sources and from the compiled server alike.
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Loading each page reads its dictionary and the page tree above it; content is not interpreted. */
async function readable(task, maxPages) {
  const document = await task.promise;
  if (document.numPages < 1 || document.numPages > maxPages) return false;
  for (let number = 1; number <= document.numPages; number++) await document.getPage(number);
  return true;
}

process.once('message', async ({ bytes, maxPages }) => {
  const task = getDocument({
    // PDF.js takes a Uint8Array but not a Buffer, which is what arrives.
    data: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    verbosity: VerbosityLevel.ERRORS,
    // Not to repair a broken page tree by skipping what fails to parse.
    stopAtErrors: true,
  });
  const answer = await readable(task, maxPages).catch(() => false);
  await task.destroy();
  process.send(answer); // and the parent ends this process
});
