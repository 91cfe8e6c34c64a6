import CFB from 'cfb';
import type { TCheckRefusal } from './refusal.ts';

// The File Information Block of a Word 97-2003 document starts with this identifier (MS-DOC 2.5.2).
const FIB_MAGIC = 0xa5ec;
// FibBase.fWhichTblStm: which of "0Table" and "1Table" holds the document's tables.
const WHICH_TABLE_FLAG = 0x0200;
// Storages of Visual Basic projects (Word keeps them in Macros; Office's own are named VBA).
const MACRO_STORAGES = /^(macros|_vba_project_cur|vba)$/i;

/**
 * Why a .doc must be refused (the name of the student's message), or null: it must parse as an OLE compound file (SheetJS's cfb) whose
 * WordDocument stream starts with the FIB identifier and whose table stream exists; it may hold no
 * macro project and no embedded or linked OLE object (ObjectPool with objects): an object can link to
 * a file or address Word updates, or be a Packager or Equation Editor object (the 2017 exploit).
 */
export function docRefusal(bytes: Buffer): TCheckRefusal | null {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(bytes, { type: 'buffer' });
  } catch {
    return 'docNotValid';
  }
  const root = container.FullPaths[0] ?? '';
  const stream = (name: string) => CFB.find(container, `${root}${name}`);
  const word = stream('WordDocument');
  const content = word?.content ? Buffer.from(word.content as Uint8Array) : undefined;
  if (!content || content.length < 12 || content.readUInt16LE(0) !== FIB_MAGIC) return 'docNotValid';
  const table = content.readUInt16LE(10) & WHICH_TABLE_FLAG ? '1Table' : '0Table';
  if (!stream(table)?.content) return 'docNotValid';
  const paths = container.FullPaths.map((path) => path.slice(root.length));
  const hasMacros = paths.some((path) => path.split('/').some((part) => MACRO_STORAGES.test(part)));
  const hasObjects = paths.some((path) => /^ObjectPool\/./i.test(path));
  return hasMacros || hasObjects ? 'docActiveContent' : null;
}
