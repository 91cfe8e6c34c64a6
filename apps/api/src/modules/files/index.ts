/**
 * The files module: reading and checking an upload, storing its bytes with a row, and signed
 * download links. Other modules use only what this file exports
 * (dependency-cruiser checks it in `npm run check`).
 */
export { PhotoRefusal, reencodePhoto } from './content-checks/index.ts';
export { deleteStoredFile } from './file-repository.ts';
export { downloadUrlOf, storeUploadedFile, type TDiscardFile, type TFileDeps } from './file-service.ts';
export { default as filesRoutes } from './routes.ts';
export { readOptionalUpload, readUpload, type TUpload } from './upload.ts';
export { admitJsonUpload } from './upload-admission.ts';
export { checkPhotoUploadQuota } from './upload-quota.ts';
