import type { QueuedMessage, ServiceSnapshot } from './field-db.ts';

/** What the phone's field database holds, read at once: every service snapshot and every message, in order. */
export interface FieldRows {
  services: ServiceSnapshot[];
  messages: QueuedMessage[];
}

const EMPTY: FieldRows = { services: [], messages: [] };

function all<T>(store: IDBObjectStore): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const request = store.getAll();
    request.onsuccess = () => resolve(request.result as T[]);
    request.onerror = () => reject(request.error);
  });
}

/**
 * Reads the field database (field-db.ts) with IndexedDB itself, without Dexie: the root route asks it on every
 * start of an agent's app, and Dexie (about 30 KB compressed) then stays out of the first load. A phone that never
 * had the database gets none (its creation is aborted, so Dexie later creates it as usual); the messages come
 * in the order they were made (their key, `seq`). Read-only; the connection is closed at once.
 */
export function peekFieldDatabase(name = 'securite-terrain'): Promise<FieldRows> {
  return new Promise((resolve, reject) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(name);
    } catch {
      resolve(EMPTY);
      return;
    }
    let created = false;
    request.onupgradeneeded = () => {
      created = true;
      request.transaction?.abort();
    };
    request.onerror = (event) => {
      event.preventDefault();
      if (created) resolve(EMPTY);
      else reject(request.error);
    };
    request.onsuccess = () => {
      const db = request.result;
      const stores = ['services', 'messages'].filter((store) => db.objectStoreNames.contains(store));
      if (stores.length < 2) {
        db.close();
        resolve(EMPTY);
        return;
      }
      const tx = db.transaction(stores, 'readonly');
      Promise.all([all<ServiceSnapshot>(tx.objectStore('services')), all<QueuedMessage>(tx.objectStore('messages'))])
        .then(([services, messages]) => resolve({ services, messages }))
        .catch(reject)
        .finally(() => db.close());
    };
  });
}
