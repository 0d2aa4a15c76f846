/** The IndexedDB database holding the local copy (its own module so the entry can know it without Dexie). */
export const LOCAL_DB_NAME = 'vetted'
