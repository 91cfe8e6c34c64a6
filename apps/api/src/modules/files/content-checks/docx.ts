import type { Readable } from 'node:stream';
import { UPLOAD_MESSAGES } from '@portal/contract';
import { XMLParser } from 'fast-xml-parser';
import yauzl from 'yauzl';

/** Bounds against zip bombs: a CV with photos has a few dozen parts and well under 100 MB unpacked. */
export const DOCX_LIMITS = {
  maxEntries: 2000,
  maxUnpackedBytes: 200 * 1024 * 1024,
  maxXmlBytes: 4 * 1024 * 1024,
};

const MAIN_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/';
// Parts that run code or start programs: macros, ActiveX controls, OLE objects and embedded packages
// (an embedded .xlsm or Packager object is one double-click from running).
const ACTIVE_NAME = /(^|\/)(vbaProject\.bin|vbaData\.xml)$|(^|\/)activeX\//i;
const ACTIVE_CONTENT_TYPE = /macroEnabled|vbaProject|vbaData|activeX|oleObject|ms-office\.package/i;
const ACTIVE_RELATIONSHIP = /\/(vbaProject|wordVbaData|control|activeXControlBinary|oleObject|package)$/i;
// A local template path ("C:\Users\…\Normal.dotm", what Word writes for a document made from a
// template): opening it reads the student's own disk, never the network. Anything else is a fetch.
const LOCAL_TEMPLATE = /^(file:\/\/\/)?[A-Za-z]:[\\/]/;

class Refusal extends Error {}

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  processEntities: false,
});

/** Reads one small XML part whole (at most maxXmlBytes, counted as it inflates). */
async function readXml(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Record<string, unknown>> {
  if (entry.uncompressedSize > DOCX_LIMITS.maxXmlBytes) throw new Refusal(UPLOAD_MESSAGES.docxTooLarge);
  const stream: Readable = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > DOCX_LIMITS.maxXmlBytes) {
      stream.destroy();
      throw new Refusal(UPLOAD_MESSAGES.docxTooLarge);
    }
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  // Office writes no DTD; one here could only serve entity expansion (a "billion laughs").
  if (/<!DOCTYPE/i.test(text)) throw new Refusal(UPLOAD_MESSAGES.docxNotValid);
  try {
    return xml.parse(text, true) as Record<string, unknown>;
  } catch {
    throw new Refusal(UPLOAD_MESSAGES.docxNotValid);
  }
}

const asList = (value: unknown): Record<string, string>[] =>
  (Array.isArray(value) ? value : value ? [value] : []) as Record<string, string>[];

/** A relationship Word follows when it opens the document (not a hyperlink the reader clicks). */
function checkRelationship(relationship: Record<string, string>) {
  const type = relationship.Type ?? '';
  if (ACTIVE_RELATIONSHIP.test(type)) throw new Refusal(UPLOAD_MESSAGES.docxActiveContent);
  if ((relationship.TargetMode ?? '').toLowerCase() !== 'external') return;
  if (type === `${RELS}hyperlink`) return;
  if (type === `${RELS}attachedTemplate` && LOCAL_TEMPLATE.test(relationship.Target ?? '')) return;
  throw new Refusal(UPLOAD_MESSAGES.docxExternalContent);
}

/**
 * Why a .docx must be refused, or null: a zip (read from disk by yauzl, entries counted and sizes
 * checked against what they inflate to) holding [Content_Types].xml that declares /word/document.xml
 * a Word document, and that part; no macro, ActiveX or OLE part or content type anywhere; and no
 * relationship (in any .rels part, settings' attachedTemplate included) that makes Word fetch
 * something outside the file on open. Hyperlinks stay: a CV links to profiles, and a click is
 * not an open.
 */
export async function docxRefusal(filePath: string): Promise<string | null> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(filePath, {
      lazyEntries: true,
      autoClose: false,
      validateEntrySizes: true,
      strictFileNames: true,
    });
  } catch {
    return UPLOAD_MESSAGES.docxNotValid;
  }
  try {
    if (zip.entryCount > DOCX_LIMITS.maxEntries) throw new Refusal(UPLOAD_MESSAGES.docxTooLarge);
    let unpacked = 0;
    let hasMainPart = false;
    let contentTypes: Record<string, unknown> | undefined;
    // yauzl 3's async iterator (its types predate it).
    const entries = (zip as unknown as { eachEntry: () => AsyncIterable<yauzl.Entry> }).eachEntry();
    for await (const entry of entries) {
      unpacked += entry.uncompressedSize;
      if (unpacked > DOCX_LIMITS.maxUnpackedBytes) throw new Refusal(UPLOAD_MESSAGES.docxTooLarge);
      const name = entry.fileName;
      if (ACTIVE_NAME.test(name)) throw new Refusal(UPLOAD_MESSAGES.docxActiveContent);
      if (name === 'word/document.xml') hasMainPart = true;
      if (name === '[Content_Types].xml') contentTypes = await readXml(zip, entry);
      else if (name.toLowerCase().endsWith('.rels')) {
        const rels = (await readXml(zip, entry)).Relationships as Record<string, unknown> | undefined;
        for (const relationship of asList(rels?.Relationship)) checkRelationship(relationship);
      }
    }
    const types = contentTypes?.Types as Record<string, unknown> | undefined;
    const declared = [...asList(types?.Default), ...asList(types?.Override)];
    if (declared.some((type) => ACTIVE_CONTENT_TYPE.test(type.ContentType ?? '')))
      throw new Refusal(UPLOAD_MESSAGES.docxActiveContent);
    const main = asList(types?.Override).find((type) => type.PartName === '/word/document.xml');
    if (!hasMainPart || main?.ContentType !== MAIN_CONTENT_TYPE)
      throw new Refusal(UPLOAD_MESSAGES.docxNotValid);
    return null;
  } catch (error) {
    if (error instanceof Refusal) return error.message;
    // yauzl's own findings (an entry inflating to more or less than it declares, a bad name, a
    // truncated archive): not a document Word would open either.
    return UPLOAD_MESSAGES.docxNotValid;
  } finally {
    zip.close();
  }
}
