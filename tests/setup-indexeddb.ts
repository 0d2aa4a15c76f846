// Dexie reads the global indexedDB when it is first imported, so the in-memory IndexedDB must be
// installed before any test file imports web code.
import 'fake-indexeddb/auto'
