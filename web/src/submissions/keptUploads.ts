/**
 * A poem on its way to the server, kept in this browser (IndexedDB) with its video until the server
 * has the submission, so a reload or a closed tab loses nothing: the poet is offered to resume it.
 * One a poet, the latest.
 */

export interface KeptPoemDetails {
  topicId: string;
  beatId: string | null;
  title: string;
  transcript: string;
}

export interface KeptUpload {
  poetId: string;
  /** Names the resumable upload of this video, so a resume continues it instead of starting again. */
  fingerprint: string;
  details: KeptPoemDetails;
  video: File;
  /** The finished upload, once the server has every byte: submitting again names it instead of sending the video again. */
  uploadId?: string;
}

const DATABASE = 'spoken';
const STORE = 'keptUploads';

function request<T>(made: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    made.addEventListener('success', () => resolve(made.result));
    made.addEventListener('error', () => reject(made.error));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const opening = indexedDB.open(DATABASE, 1);
  opening.addEventListener('upgradeneeded', () => opening.result.createObjectStore(STORE, { keyPath: 'poetId' }));
  return request(opening);
}

async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await openDatabase();
  try {
    const transaction = database.transaction(STORE, mode);
    const result = await request(work(transaction.objectStore(STORE)));
    await new Promise<void>((resolve, reject) => {
      transaction.addEventListener('complete', () => resolve());
      transaction.addEventListener('error', () => reject(transaction.error));
      transaction.addEventListener('abort', () => reject(transaction.error));
    });
    return result;
  } finally {
    database.close();
  }
}

/** A new upload to keep, with a fingerprint of its own. */
export function newKeptUpload(poetId: string, details: KeptPoemDetails, video: File): KeptUpload {
  return { poetId, fingerprint: `spoken-${crypto.randomUUID()}`, details, video };
}

/** Keeps `upload`, replacing the poet's earlier one; a browser that cannot keep it (storage full, private mode) only loses the offer to resume. */
export async function keepUpload(upload: KeptUpload): Promise<void> {
  await inStore('readwrite', (store) => store.put(upload)).catch(() => undefined);
}

/** The poet's unsent poem, or null. */
export async function findKeptUpload(poetId: string): Promise<KeptUpload | null> {
  const found = await inStore('readonly', (store) => store.get(poetId) as IDBRequest<KeptUpload | undefined>).catch(() => undefined);
  return found ?? null;
}

/** Forgets `upload` once the server has it, or the poet discards it; a newer poem the poet began since stays. */
export async function forgetKeptUpload(upload: Pick<KeptUpload, 'poetId' | 'fingerprint'>): Promise<void> {
  const kept = await findKeptUpload(upload.poetId);
  if (kept?.fingerprint !== upload.fingerprint) return;
  await inStore('readwrite', (store) => store.delete(upload.poetId)).catch(() => undefined);
}
