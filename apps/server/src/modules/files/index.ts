// The files module's face (ARCHITECTURE §6): what other modules may use of it. Anything not
// named here is the module's own; app.ts composes routes and ports from any file.
export { fileCards } from './cards.ts';
export { filesOwnedBy } from './export-facts.ts';
export { deleteFileRows, fileFactsOf, fileUrl, findFiles, lockFiles, ownedFileIds, setFilePrivacy, setFilesPrivacy } from './queries.ts';
export { checkFirstPart, claimDocuments, contentDisposition, describeFiles, type FileRow, findFile, judgeStoredFile, openFileById, recordStoredFile, storageKeyOf, storeUpload, uploadAnswerOf } from './service.ts';
export { MeshMime } from './sniff.ts';
