import {
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFDocument,
  PDFInvalidObject,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFParser,
  PDFRef,
  PDFStream,
} from '@cantoo/pdf-lib';
import type { TCheckRefusal } from './refusal.ts';

/**
 * What a PDF reader may do on its own, or on one click that reaches outside the file: run a script,
 * start a program, send form data, fetch or open another file, play media. Refused wherever they
 * appear (not only in the open action): a page's or a field's actions run on view, focus or print.
 */
const FORBIDDEN_ACTIONS = new Set([
  'JavaScript',
  'Launch',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
  'Rendition',
  'RichMediaExecute',
  'Movie',
  'Sound',
]);

/** Files carried inside the PDF (an attached .exe or .html is one click from running). */
const ATTACHMENT_TYPES = new Set(['EmbeddedFile', 'FileAttachment', 'RichMedia', 'Filespec']);
const ATTACHMENT_KEYS = new Set(['EmbeddedFiles', 'EF', 'RichMediaContent']);

/** Names as a reader sees them: "#4A" and "#4a" both stand for "J" (pdf-lib decodes only one). */
function decodedName(name: PDFName): string {
  let text = name.asString().slice(1);
  for (let round = 0; round < 3 && text.includes('#'); round++)
    text = text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  return text;
}

type TFinding = 'active' | 'attachment';

/** The first reason to refuse in one object, looking through its nested dictionaries and arrays. */
function inspect(root: PDFObject, lookup: (ref: PDFRef) => PDFObject | undefined): TFinding | null {
  const pending: PDFObject[] = [root];
  while (pending.length > 0) {
    const object = pending.pop();
    if (object instanceof PDFStream) pending.push(object.dict);
    else if (object instanceof PDFArray) pending.push(...object.asArray());
    else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) {
        const name = decodedName(key);
        const valueName = value instanceof PDFName ? decodedName(value) : null;
        if (name === 'JS' || name === 'XFA') return 'active';
        if (name === 'S' && valueName && FORBIDDEN_ACTIONS.has(valueName)) return 'active';
        if (ATTACHMENT_KEYS.has(name)) return 'attachment';
        if ((name === 'Type' || name === 'Subtype') && valueName && ATTACHMENT_TYPES.has(valueName))
          return 'attachment';
        // On open (OpenAction) or on any event (AA): even a plain web link must not fire by itself.
        if ((name === 'OpenAction' || name === 'AA') && opensLink(value, lookup)) return 'active';
        pending.push(value);
      }
    }
  }
  return null;
}

/** Whether an automatic action (or any action of an AA dictionary, or a Next chain) is a URI. */
function opensLink(start: PDFObject, lookup: (ref: PDFRef) => PDFObject | undefined): boolean {
  const pending = [start];
  const seen = new Set<PDFObject>();
  while (pending.length > 0 && seen.size < 1000) {
    let object = pending.pop();
    if (object instanceof PDFRef) object = lookup(object);
    if (!object || seen.has(object)) continue;
    seen.add(object);
    if (object instanceof PDFArray) pending.push(...object.asArray());
    else if (object instanceof PDFDict) {
      const action = object.get(PDFName.of('S'));
      if (action instanceof PDFName && decodedName(action) === 'URI') return true;
      pending.push(...object.entries().map(([, value]) => value));
    }
  }
  return false;
}

/**
 * Parses every object of the file (pdf-lib reads the body from start to end, object streams
 * included) and keeps each one, also those a later object of the same number replaces: a reader
 * following a crafted cross-reference table could pick the older one. Lenient here (an encrypted
 * file's object streams read as garbage before decryption); the caller refuses invalid objects.
 */
async function parseAll(bytes: Uint8Array) {
  const parser = PDFParser.forBytesWithOptions(bytes, Number.POSITIVE_INFINITY, false);
  const objects: PDFObject[] = [];
  // The parser's context is protected in its types; it is where every parsed object is assigned.
  const target = (parser as unknown as { context: PDFContext }).context;
  const assign = target.assign.bind(target);
  target.assign = (ref: PDFRef, object: PDFObject) => {
    objects.push(object);
    assign(ref, object);
  };
  const context = await parser.parseDocument();
  return { context, objects };
}

/** Strings and streams of an encrypted file (object streams too), read as a reader would. */
async function decrypted(bytes: Uint8Array) {
  // The empty user password opens a "no editing" PDF; one that needs a real password is refused.
  const document = await PDFDocument.load(bytes, {
    password: '',
    updateMetadata: false,
    preserveXFA: true,
  });
  return {
    context: document.context,
    objects: document.context.enumerateIndirectObjects().map(([, o]) => o),
  };
}

/**
 * An object pdf-lib could not parse, except the cross-reference stream of an encrypted file: it is
 * never encrypted, but pdf-lib decrypts it like any stream and reads garbage (even in files it
 * wrote itself); it holds only offsets.
 */
function isUnreadable(object: PDFObject): boolean {
  if (!(object instanceof PDFInvalidObject)) return false;
  const text = Buffer.from((object as unknown as { data: Uint8Array }).data.subarray(0, 2048)).toString(
    'latin1',
  );
  return !/^<<[\s\S]*\/Type\s*\/XRef\b[\s\S]*>>\s*stream/.test(text);
}

/**
 * The file without the whitespace it ends with: nothing a reader reads, but pdf-lib steps through
 * it byte by byte looking for objects (10 MB of padding cost ~0.6 s).
 */
function withoutTrailingWhitespace(bytes: Uint8Array): Uint8Array {
  let end = bytes.length;
  while (end > 0 && isWhitespace(bytes[end - 1] as number)) end--;
  return bytes.subarray(0, end);
}
// PDF's white-space characters (ISO 32000-1, 7.2.2): NUL, TAB, LF, FF, CR, SPACE.
const isWhitespace = (byte: number) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x00 || byte === 0x09 || byte === 0x0c;

/** A real document: a catalog whose page tree holds at least one page. */
function hasPages(lookup: (ref: PDFRef) => PDFObject | undefined, root: PDFObject | undefined): boolean {
  const catalog = root instanceof PDFRef ? lookup(root) : root;
  if (!(catalog instanceof PDFDict)) return false;
  const pagesRef = catalog.get(PDFName.of('Pages'));
  const pages = pagesRef instanceof PDFRef ? lookup(pagesRef) : pagesRef;
  const count = pages instanceof PDFDict ? pages.get(PDFName.of('Count')) : undefined;
  return count instanceof PDFNumber && count.asNumber() >= 1;
}

/**
 * Why a PDF must be refused (the name of the student's message), or null when it is a plain document: it
 * parses with a real parser, has pages, is readable without a password, and holds no script,
 * launch, form-submission, remote-file or automatic-link action, no XFA form and no attached file.
 * Refused rather than stripped: rewriting would change (and break the signature of) an official
 * document, and the student can export a clean copy.
 */
export async function pdfRefusal(bytes: Uint8Array): Promise<TCheckRefusal | null> {
  let parsed: Awaited<ReturnType<typeof parseAll>>;
  try {
    parsed = await parseAll(withoutTrailingWhitespace(bytes));
    if (parsed.context.trailerInfo.Encrypt) parsed = await decrypted(bytes);
  } catch (error) {
    const message = (error as Error).message;
    if (message === 'NEEDS PASSWORD' || message === 'Password incorrect') return 'pdfPassword';
    return 'pdfNotValid';
  }
  const { context, objects } = parsed;
  // An object the parser could not read may be one a more forgiving reader repairs and runs.
  if (objects.some(isUnreadable)) return 'pdfNotValid';
  const lookup = (ref: PDFRef) => context.lookup(ref);
  if (!hasPages(lookup, context.trailerInfo.Root)) return 'pdfNotValid';
  for (const object of [...objects, context.trailerInfo.Root].filter((o) => o !== undefined)) {
    const finding = inspect(object, lookup);
    if (finding === 'active') return 'pdfActiveContent';
    if (finding === 'attachment') return 'pdfAttachments';
  }
  return null;
}
