import type { FastifyRequest } from 'fastify';
import { precheckUploadQuota } from './upload-quota.ts';

/**
 * What an upload passes before a byte of its body is read. A student's own upload takes one of
 * their UPLOAD_QUOTAS.concurrentUploadsPerStudent (429) and is refused at once when a quota is
 * already used up (429/409); then every upload waits for a slot of its pool (students' or staff's;
 * 503 when the queue is full). Slot and reservation are given back when the request is over.
 */
export async function admitUpload(
  request: FastifyRequest,
  options: { checkTotalBytes: boolean },
): Promise<void> {
  try {
    await admit(request, options);
  } catch (error) {
    // Refused before a byte of the body was read: close the connection after the answer rather
    // than read a body nobody wants to keep it alive (a 409 kept reading a never-ending one until
    // the body deadline). Refusals after the body started (wrong content…) keep it and drain.
    request.uploadScope?.reply.header('connection', 'close');
    throw error;
  }
}

async function admit(request: FastifyRequest, options: { checkTotalBytes: boolean }): Promise<void> {
  const user = request.user;
  // Staff uploads are not limited per account: they answer for them through the audit log.
  if (user?.role === 'STUDENT') {
    request.server.studentUploadSlot(request, user.id);
    const contentLength = Number(request.headers['content-length']);
    await precheckUploadQuota(request.server.db, {
      studentId: user.id,
      now: request.server.clock.now(),
      contentLength: Number.isFinite(contentLength) ? contentLength : undefined,
      checkTotalBytes: options.checkTotalBytes,
    });
  }
  await request.server.uploadSlot(request);
}

/**
 * The onRequest hook of an upload sent as JSON (the profile photo; its route sets config.upload):
 * admitted like a document before its body is read, so at most a slot's worth of such bodies is
 * buffered at once and a student past a quota costs nothing. Its photo does not count toward the
 * total bytes.
 */
export async function admitJsonUpload(request: FastifyRequest): Promise<void> {
  await admitUpload(request, { checkTotalBytes: false });
}
